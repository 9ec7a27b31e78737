// An exam's marks (decision 0222): saved a paper at a time for many students (the grid's bulk
// operation), locked once the result is published (the database refuses the write), corrected
// after that only with a recorded reason; and the result computed from them.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { markParts, sitsAnyTerm } from '../../common/exam-rules.ts'
import { examOutcome, paperResult, type PaperMarks } from '../../common/exam-results.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems, type FieldError } from '../problems.ts'
import { recordOutcomes } from './exam-outcomes.ts'
import { exams, published } from './exams.ts'
import { invalid } from './references.ts'
import { writeScope } from './scope.ts'
import { students } from './students.ts'

type Schemas = components['schemas']
export type Paper = PaperMarks & { subjectId: number }
type Entry = Schemas['MarkEntry']

/** The database's refusal of a published exam's marks (migration 0018's trigger). */
const isLocked = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === 'HM001' ||
  (error as { code?: string }).code === 'HM001'

/** The exam as the caller may read it (404 otherwise). */
const examOf = (db: Db | Tx, caller: Caller, id: number) => exams.get(db, caller, id)

/** The exam the caller may write (its own campus's), locked against a publish in flight. */
export async function writableExam(tx: Tx, caller: Caller, id: number) {
  const exam = await examOf(tx, caller, id)
  const [mine] = await tx
    .select({ publishedAt: t.exams.publishedAt })
    .from(t.exams)
    .where(and(eq(t.exams.id, id), writeScope({ campusId: t.exams.campusId }, caller)))
    .for('share')
  if (!mine) throw problems.forbidden('This exam belongs to another campus.')
  return { exam, publishedAt: mine.publishedAt }
}

function paperOf(exam: Record<string, unknown>, subjectId: number, field = 'subjectId'): Paper {
  const paper = (exam.routine as Paper[]).find((p) => p.subjectId === subjectId)
  if (!paper) throw invalid(field, 'is not a paper of this exam')
  return paper
}

/** Each part above its paper's full marks, as 400 errors naming `<prefix>field`. */
function aboveFull(paper: Paper, entry: Partial<Entry>, prefix: string): FieldError[] {
  return markParts
    .filter((part) => (entry[part] ?? 0) > paper[`${part}Full`])
    .map((part) => ({
      field: `${prefix}${part}`,
      message: `is above the full marks (${paper[`${part}Full`]})`,
    }))
}

/** The parts as stored: an absent student's marks are empty. */
export const partsOf = (entry: Partial<Entry>) => ({
  theory: entry.absent ? null : (entry.theory ?? null),
  practical: entry.absent ? null : (entry.practical ?? null),
  internal: entry.absent ? null : (entry.internal ?? null),
  absent: entry.absent ?? false,
  withheld: entry.withheld ?? false,
})

const person = {
  id: t.students.id,
  firstName: t.students.firstName,
  middleName: t.students.middleName,
  lastName: t.students.lastName,
  rollNo: t.students.rollNo,
}

/** The active students of the exam's class (campus, program, batch, and term unless a re-exam's). */
export async function classOf(db: Db | Tx, exam: Record<string, unknown>) {
  const s = t.students
  const [type] = await db
    .select({ kind: t.examTypes.kind })
    .from(t.examTypes)
    .where(eq(t.examTypes.id, Number(exam.examTypeId)))
  return db
    .select(person)
    .from(s)
    .where(
      and(
        eq(s.campusId, Number(exam.campusId)),
        eq(s.programId, Number(exam.programId)),
        eq(s.batchId, Number(exam.batchId)),
        sitsAnyTerm(type?.kind)
          ? undefined
          : exam.semester == null
            ? eq(s.year, Number(exam.year))
            : eq(s.semester, Number(exam.semester)),
        eq(s.enrolmentStatus, 'active'),
      ),
    )
    .orderBy(s.rollNo, s.id)
}

/**
 * The students who sit the exam (decision 0224): those on its appearance list once it has one,
 * else its whole class. `listed` says which.
 */
export async function sittingOf(db: Db | Tx, exam: Record<string, unknown>) {
  const a = t.examAppearances
  const onList = await db
    .select(person)
    .from(a)
    .innerJoin(t.students, eq(t.students.id, a.studentId))
    .where(eq(a.examId, Number(exam.id)))
    .orderBy(t.students.rollNo, t.students.id)
  return onList.length
    ? { listed: true, students: onList }
    : { listed: false, students: await classOf(db, exam) }
}

/**
 * Upserts the students' marks of a paper in one statement (a class's 300 rows one by one took
 * 1.5 s on PGlite): the ids and versions of the rows written, by student; a row already so is not
 * written (nor its version moved). A student sent twice keeps the last row, as one by one did.
 */
async function upsertAll(
  tx: Tx,
  examId: number,
  subjectId: number,
  rows: readonly (Entry & { studentId: number })[],
) {
  const m = t.marks
  const last = new Map(rows.map((row) => [row.studentId, row]))
  if (last.size === 0) return new Map<number, { id: number; version: number }>()
  // In student order: two devices saving one paper at once lock its rows in the same order and
  // take turns (each in its own grid order, they deadlocked: 503s under many devices).
  const ordered = [...last.values()].sort((x, y) => x.studentId - y.studentId)
  const written = await tx
    .insert(m)
    .values(
      ordered.map((row) => ({
        examId,
        subjectId,
        studentId: row.studentId,
        ...partsOf(row),
      })),
    )
    .onConflictDoUpdate({
      target: [m.examId, m.subjectId, m.studentId],
      set: {
        theory: sql`excluded.theory`,
        practical: sql`excluded.practical`,
        internal: sql`excluded.internal`,
        absent: sql`excluded.absent`,
        withheld: sql`excluded.withheld`,
        version: sql`${m.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${m.theory}, ${m.practical}, ${m.internal}, ${m.absent}, ${m.withheld}) is distinct from (excluded.theory, excluded.practical, excluded.internal, excluded.absent, excluded.withheld)`,
    })
    .returning({ studentId: m.studentId, id: m.id, version: m.version })
  return new Map(written.map(({ studentId, ...row }) => [studentId, row]))
}

export const markRepository = {
  async list(db: Db, caller: Caller, examId: number, subjectId?: number) {
    await examOf(db, caller, examId)
    return db
      .select()
      .from(t.marks)
      .where(
        and(
          eq(t.marks.examId, examId),
          subjectId === undefined ? undefined : eq(t.marks.subjectId, subjectId),
        ),
      )
      .orderBy(t.marks.subjectId, t.marks.studentId)
  },

  /** The grid's save: 400 for any mark above full (nothing written), else one result a row. */
  async save(tx: Tx, caller: Caller, examId: number, body: Schemas['MarksSave']) {
    const { exam, publishedAt } = await writableExam(tx, caller, examId)
    const paper = paperOf(exam, body.subjectId)
    const errors = body.rows.flatMap((row, i) => aboveFull(paper, row, `rows.${i}.`))
    if (errors.length) throw problems.validation(errors, 'Some marks are above their full marks.')
    if (publishedAt) throw published()
    const sitting = await sittingOf(tx, exam)
    const sits = new Set(sitting.students.map((s) => s.id))
    const sitters = body.rows.filter((row) => sits.has(row.studentId))
    let written: Map<number, { id: number; version: number }>
    try {
      written = await upsertAll(tx, examId, body.subjectId, sitters)
    } catch (error) {
      if (isLocked(error)) throw published()
      throw error
    }
    // The rows already so: their ids and versions as stored, in one read.
    const unchangedIds = sitters.map((row) => row.studentId).filter((id) => !written.has(id))
    const unchanged = new Map(
      unchangedIds.length === 0
        ? []
        : (
            await tx
              .select({ studentId: t.marks.studentId, id: t.marks.id, version: t.marks.version })
              .from(t.marks)
              .where(
                and(
                  eq(t.marks.examId, examId),
                  eq(t.marks.subjectId, body.subjectId),
                  inArray(t.marks.studentId, unchangedIds),
                ),
              )
          ).map(({ studentId, ...row }) => [studentId, row]),
    )
    const results: Schemas['MarksSaveResult']['results'] = body.rows.map((row) => {
      const key = String(row.studentId)
      if (!sits.has(row.studentId)) {
        return {
          key,
          id: null,
          version: null,
          ...(sitting.listed
            ? { outcome: 'notOnList' as const, message: "Not on the exam's appearance list" }
            : {
                outcome: 'notInClass' as const,
                message: "Not an active student of the exam's class",
              }),
        }
      }
      const saved = written.get(row.studentId)
      return saved
        ? { key, outcome: 'saved' as const, ...saved }
        : { key, outcome: 'unchanged' as const, ...unchanged.get(row.studentId)! }
    })
    return { results }
  },

  /** Publishes once: a conditional update, 409 when it already was. */
  async publish(tx: Tx, caller: Caller, examId: number) {
    await writableExam(tx, caller, examId)
    const done = await tx
      .update(t.exams)
      .set({ publishedAt: sql`now()`, version: sql`${t.exams.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(t.exams.id, examId), sql`${t.exams.publishedAt} is null`))
      .returning({ id: t.exams.id })
    if (!done.length) throw published()
    await recordOutcomes(tx, examId)
    return examOf(tx, caller, examId)
  },

  /** A published mark changed with its reason: the one write the lock lets through. */
  async correct(tx: Tx, caller: Caller, examId: number, body: Schemas['MarkCorrectionCreate']) {
    const { exam, publishedAt } = await writableExam(tx, caller, examId)
    const paper = paperOf(exam, body.subjectId)
    const errors = aboveFull(paper, body, '')
    if (errors.length) throw problems.validation(errors)
    if (!publishedAt) {
      throw new HttpProblem(
        409,
        'not-published',
        'Not published',
        'This exam is not published yet: save its marks in the marks grid.',
      )
    }
    const where = and(
      eq(t.marks.examId, examId),
      eq(t.marks.subjectId, body.subjectId),
      eq(t.marks.studentId, body.studentId),
    )
    const [current] = await tx.select().from(t.marks).where(where).for('update')
    if (!current) throw invalid('studentId', 'has no marks in this paper to correct')
    const before = partsOf(current)
    const after = partsOf(body)
    await tx.execute(sql`select set_config('hemis.mark_correction', 'on', true)`)
    await tx
      .update(t.marks)
      .set({ ...after, version: sql`${t.marks.version} + 1`, updatedAt: sql`now()` })
      .where(where)
    await tx.execute(sql`select set_config('hemis.mark_correction', '', true)`)
    await recordOutcomes(tx, examId, body.studentId)
    const [recorded] = await tx
      .insert(t.markCorrections)
      .values({
        markId: current.id,
        examId,
        subjectId: body.subjectId,
        studentId: body.studentId,
        before,
        after,
        reason: body.reason.trim(),
        userId: caller.userId || null,
      })
      .returning()
    return recorded!
  },

  async corrections(db: Db, caller: Caller, examId: number) {
    await examOf(db, caller, examId)
    return db
      .select()
      .from(t.markCorrections)
      .where(eq(t.markCorrections.examId, examId))
      .orderBy(desc(t.markCorrections.id))
  },

  /** Every student who sits it and any other with marks, each paper's outcome and the whole. */
  async result(db: Db, caller: Caller, examId: number): Promise<Schemas['ExamResult']> {
    const exam = await examOf(db, caller, examId)
    const papers = exam.routine as Paper[]
    const entered = await db.select().from(t.marks).where(eq(t.marks.examId, examId))
    const sitting = (await sittingOf(db, exam)).students
    const others = [...new Set(entered.map((m) => m.studentId))].filter(
      (id) => !sitting.some((s) => s.id === id),
    )
    const students = others.length
      ? [
          ...sitting,
          ...(await db.select(person).from(t.students).where(inArray(t.students.id, others))),
        ]
      : sitting
    return {
      examId,
      publishedAt: (exam.publishedAt as Date | null)?.toISOString() ?? null,
      students: students.map((s) => ({
        studentId: s.id,
        name: [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' '),
        rollNo: s.rollNo,
        ...resultOf(papers, entered, s.id),
      })),
    }
  },

  /**
   * A student's academic history (issue 12): each published exam they sat (marks entered for
   * them, or named on its appearance list), oldest first, reckoned as the exam's result is.
   */
  async ofStudent(db: Db, caller: Caller, studentId: number) {
    await students.get(db, caller, studentId)
    const e = t.exams
    const sat = sql`${e.id} in (select exam_id from marks where student_id = ${studentId}
      union select exam_id from exam_appearances where student_id = ${studentId})`
    const [sitting, entered] = await Promise.all([
      db
        .select({
          examId: e.id,
          examType: sql<string>`coalesce(${t.examTypes.examTypeName}, ${t.examTypes.examTypeNameNe}, ${t.examTypes.kind})`,
          fiscalYear: t.fiscalYears.name,
          semester: e.semester,
          year: e.year,
          publishedAt: e.publishedAt,
          routine: e.routine,
        })
        .from(e)
        .innerJoin(t.examTypes, eq(t.examTypes.id, e.examTypeId))
        .innerJoin(t.fiscalYears, eq(t.fiscalYears.id, e.fiscalYearId))
        .where(and(sat, isNotNull(e.publishedAt)))
        .orderBy(e.startDate, e.id),
      db.select().from(t.marks).where(eq(t.marks.studentId, studentId)),
    ])
    return {
      items: sitting.map(({ routine, publishedAt, ...exam }) => {
        const { total, fullMarks, percentage, division, outcome } = resultOf(
          routine as Paper[],
          entered.filter((m) => m.examId === exam.examId),
          studentId,
        )
        const reckoned = { total, fullMarks, percentage, division, outcome }
        return { ...exam, publishedAt: publishedAt!.toISOString(), ...reckoned }
      }),
    }
  },
}

/** One student's result of an exam from its papers and the marks entered (decision 0222). */
function resultOf(papers: Paper[], entered: (typeof t.marks.$inferSelect)[], studentId: number) {
  const byKey = new Map(entered.map((m) => [`${m.studentId}:${m.subjectId}`, m]))
  const subjects = papers.map((paper) => {
    const m = byKey.get(`${studentId}:${paper.subjectId}`)
    const parts = partsOf(m ?? {})
    return { subjectId: paper.subjectId, ...parts, ...paperResult(paper, m && parts) }
  })
  const total = subjects.reduce((sum, p) => sum + p.total, 0)
  const fullMarks = subjects.reduce((sum, p) => sum + p.fullMarks, 0)
  const percentage = fullMarks ? Math.round((total / fullMarks) * 10_000) / 100 : 0
  return { total, fullMarks, percentage, ...examOutcome(subjects, percentage), subjects }
}
