// A student's standing in each subject (decision 0225): the latest published result of a final,
// re-exam or supplementary exam that holds a mark of the subject for them. A re-exam passed after a
// failed final so clears the subject; internal (terminal) exams are the campus's own tests and do
// not count. A graduation is refused while any subject's standing is failed or withheld.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { paperResult } from '../../common/exam-results.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem } from '../problems.ts'
import { partsOf, type Paper } from './marks.ts'
import { students, studentScope } from './students.ts'

type Standing = components['schemas']['StudentStanding']

/** The kinds of exam whose results a degree is judged on. */
const counted = ['final', 're-exam', 'supplementary'] as const

/** Each subject's latest counted result for the student, by subject name. */
export async function standingOf(db: Db | Tx, studentId: number): Promise<Standing> {
  const rows = await db
    .select({
      mark: t.marks,
      routine: t.exams.routine,
      heldOn: t.exams.startDate,
      examType: t.examTypes.examTypeName,
      examTypeNe: t.examTypes.examTypeNameNe,
      fiscalYear: t.fiscalYears.name,
      subjectName: t.subjects.subjectName,
    })
    .from(t.marks)
    .innerJoin(t.exams, eq(t.exams.id, t.marks.examId))
    .innerJoin(t.examTypes, eq(t.examTypes.id, t.exams.examTypeId))
    .innerJoin(t.fiscalYears, eq(t.fiscalYears.id, t.exams.fiscalYearId))
    .innerJoin(t.subjects, eq(t.subjects.id, t.marks.subjectId))
    .where(
      and(
        eq(t.marks.studentId, studentId),
        isNotNull(t.exams.publishedAt),
        inArray(t.examTypes.kind, [...counted]),
      ),
    )
    // Newest exam first: the first row of a subject is its standing.
    .orderBy(desc(t.exams.startDate), desc(t.exams.id))
  const latest = new Map<number, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(row.mark.subjectId)) latest.set(row.mark.subjectId, row)
  const papers = [...latest.values()]
    .map(({ mark, routine, heldOn, examType, examTypeNe, fiscalYear, subjectName }) => {
      const paper = (routine as Paper[]).find((p) => p.subjectId === mark.subjectId)
      const parts = partsOf(mark)
      const passed = paper ? paperResult(paper, parts).passed : false
      return {
        subjectId: mark.subjectId,
        subjectName,
        examId: mark.examId,
        examType: examType ?? examTypeNe ?? '',
        fiscalYear,
        heldOn,
        outcome: mark.withheld ? 'withheld' : passed ? 'passed' : 'failed',
      } as const
    })
    .sort((a, b) => a.subjectName.localeCompare(b.subjectName))
  return { studentId, passedAll: papers.every((p) => p.outcome === 'passed'), papers }
}

/** The standing of a student the caller may read (404 otherwise). */
export async function studentStanding(db: Db, caller: Caller, studentId: number) {
  await students.get(db, caller, studentId)
  return standingOf(db, studentId)
}

/** 422 while a subject is failed or withheld: a degree is for a student who passed every paper. */
export async function refuseUnlessPassedAll(tx: Tx, studentId: number) {
  const standing = await standingOf(tx, studentId)
  const open = standing.papers.filter((p) => p.outcome !== 'passed')
  if (open.length === 0) return
  throw new HttpProblem(
    422,
    'papers-not-passed',
    'Not every paper passed',
    `The student has not passed every paper: ${open
      .map((p) => `${p.subjectName} (${p.outcome} in ${p.examType} ${p.fiscalYear})`)
      .join(', ')}. Record the re-exam or supplementary result first.`,
    { papers: open },
  )
}

type ClassTerm = { programId: number; batchId?: number; semester?: number; year?: number }

/**
 * The active students of a class, within the caller's scope, whose latest published counted exam of
 * the term did not pass them (the outcome kept at publishing, decision 0226): Upgrade leaves them
 * unticked. Without a term, none: the term names the exams.
 */
export async function failedOfTerm(
  db: Db,
  caller: Caller,
  { programId, batchId, semester, year }: ClassTerm,
) {
  if (semester === undefined && year === undefined) return { ids: [] }
  const s = t.students
  const e = t.exams
  const o = t.examOutcomes
  const latest = db
    .selectDistinctOn([o.studentId], { studentId: o.studentId, passed: o.passed })
    .from(o)
    .innerJoin(e, eq(e.id, o.examId))
    .innerJoin(t.examTypes, eq(t.examTypes.id, e.examTypeId))
    .innerJoin(s, eq(s.id, o.studentId))
    .where(
      and(
        isNotNull(e.publishedAt),
        inArray(t.examTypes.kind, [...counted]),
        eq(e.programId, programId),
        semester !== undefined ? eq(e.semester, semester) : eq(e.year, year!),
        eq(s.programId, programId),
        batchId !== undefined ? eq(s.batchId, batchId) : undefined,
        eq(s.enrolmentStatus, 'active'),
        studentScope(caller),
      ),
    )
    .orderBy(o.studentId, desc(e.startDate), desc(e.id))
    .as('latest')
  const rows = await db
    .select({ id: latest.studentId })
    .from(latest)
    .where(eq(latest.passed, false))
    .orderBy(latest.studentId)
  return { ids: rows.map((r) => r.id) }
}
