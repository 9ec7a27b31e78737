// The Exam area's lists: exam types and exam schedules with their routine, each on the generic
// repository.
import { sql } from 'drizzle-orm'
import { routineIssues, type RoutineFields } from '../../common/exam-rules.ts'
import * as t from '../db/schema.ts'
import { HttpProblem, problems } from '../problems.ts'
import { crud, type EntityDefinition } from './crud.ts'
import { batches, fiscalYears, programs } from './definitions.ts'
import { invalid, visible } from './references.ts'
import { checkTerm } from './term.ts'

/** An exam type is named in English, in Devanagari or both (decision 0220): never in neither. */
export const examTypes = crud({
  label: 'Exam type',
  table: t.examTypes,
  prepare: async (values) => {
    const named = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
    const examTypeName = named(values.examTypeName)
    const examTypeNameNe = named(values.examTypeNameNe)
    if (!examTypeName && !examTypeNameNe) {
      throw problems.validation([
        { field: 'examTypeName', message: 'is required in English or in Nepali (examTypeNameNe)' },
      ])
    }
    return { ...values, examTypeName, examTypeNameNe }
  },
  uniqueRules: [
    { by: t.examTypes.examTypeName, within: [t.examTypes.campusId] },
    { by: t.examTypes.examTypeNameNe, within: [t.examTypes.campusId] },
  ],
  orderBy: [
    t.examTypes.kind,
    sql`coalesce(${t.examTypes.examTypeName}, ${t.examTypes.examTypeNameNe})`,
  ],
})

/** A published exam's refusal of a change to its schedule or its marks. */
export const published = () =>
  new HttpProblem(
    409,
    'published',
    'Result published',
    "This exam's result is published: its marks change only by a correction with a reason.",
  )

/**
 * The references of an exam and its routine's rules: the program, batch, type and fiscal year the
 * caller may use; the term of the program's kind; each paper a subject of the program in that term.
 */
const examRules: NonNullable<EntityDefinition['prepare']> = async (
  values,
  { tx, caller, current },
) => {
  // A published exam's schedule and marks are locked (decision 0222); a replacement keeps the date.
  if (current?.publishedAt) throw published()
  const program = await visible(programs, tx, caller, values.programId, 'programId')
  const batch = await visible(batches, tx, caller, values.batchId, 'batchId')
  if (batch.programId != null && batch.programId !== program.id) {
    throw invalid('batchId', 'is a batch of another program')
  }
  await visible(examTypes, tx, caller, values.examTypeId, 'examTypeId')
  await visible(fiscalYears, tx, caller, values.fiscalYearId, 'fiscalYearId')
  const { annual, term } = checkTerm(program, values)
  if (String(values.endDate) < String(values.startDate)) {
    throw invalid('endDate', 'must not be before startDate')
  }
  const routine = (values.routine ?? []) as RoutineFields[]
  const issues = routineIssues(routine, values)
  if (issues.length) {
    throw problems.validation(
      issues.map((i) => ({ field: `routine[${i.row}].${i.field}`, message: i.message })),
    )
  }
  const ofTerm = await tx
    .select({ id: t.subjects.id })
    .from(t.subjects)
    .where(
      sql`${t.subjects.programId} = ${program.id} and ${annual ? t.subjects.year : t.subjects.semester} = ${Number(values[term])}`,
    )
  const allowed = new Set(ofTerm.map((s) => s.id))
  const stranger = routine.findIndex((r) => !allowed.has(Number(r.subjectId)))
  if (stranger >= 0) {
    throw invalid(
      `routine[${stranger}].subjectId`,
      "is not a subject of the program in the exam's term",
    )
  }
  return { ...values, routine, publishedAt: current?.publishedAt ?? null }
}

export const exams = crud({
  label: 'Exam',
  table: t.exams,
  universityOfCampus: true,
  prepare: examRules,
  uniqueRules: [
    {
      by: t.exams.examTypeId,
      within: [
        t.exams.campusId,
        t.exams.programId,
        t.exams.batchId,
        t.exams.semester,
        t.exams.year,
        t.exams.fiscalYearId,
      ],
    },
  ],
  orderBy: [sql`${t.exams.startDate} desc`],
})
