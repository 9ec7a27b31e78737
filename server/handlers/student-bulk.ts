// Bulk work on the student register for the PWA's outbox (decision 0202): many students entered or
// edited in one request with one answer a row, and a class moved up one term. Both run in one
// transaction with the Idempotency-Key's stored answer (runMutation), so a retry writes nothing twice.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems, type FieldError } from '../problems.ts'
import { students, studentScope } from '../repositories/students.ts'
import type { Context, Handlers } from './context.ts'

type Schemas = components['schemas']
type BulkRow = Schemas['StudentBulkRow']
type RowResult = Schemas['StudentBulkRowResult']
type Promotion = Schemas['StudentPromotion']
type PromotionResult = Schemas['StudentPromotionRowResult']
type Values = Record<string, unknown>

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]

/**
 * The fields a new student needs (StudentCreate's `required`): a row without an id is checked here
 * because the contract gives `fields` the StudentPatch shape. Keyed by the generated type, so a field
 * the contract makes required, or no longer requires, does not compile until this follows.
 */
const createRequired: Record<RequiredKeys<Schemas['StudentCreate']>, true> = {
  programId: true,
  fiscalYearId: true,
  firstName: true,
  lastName: true,
  gender: true,
  dateOfBirth: true,
}

/** Equal as JSON values, with absent and null alike (a qualification's grade). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    )
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const x = a as Values
    const y = b as Values
    return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((k) => sameValue(x[k], y[k]))
  }
  return a === b
}

/** An edit that changes no field the caller may change (a campus's campusId is ignored, as in PATCH). */
function changesNothing(current: Values, fields: Values, caller: Caller) {
  const ignored = isCommission(caller.role) ? [] : ['campusId', 'universityId']
  return Object.entries(fields).every(([k, v]) => ignored.includes(k) || sameValue(current[k], v))
}

/** A problem a single write would have answered, as the row's outcome. */
function rejected(key: string, id: number | null, problem: HttpProblem): RowResult {
  const extra = problem.extra
  if (problem.status === 409 && problem.type.endsWith('/duplicate')) {
    return { key, outcome: 'duplicate', id, existingId: (extra.existingId as number) ?? null }
  }
  if (problem.status === 409) {
    const current = extra.current as Schemas['Student'] | undefined
    return { key, outcome: 'stale', id, version: current?.version ?? null, current }
  }
  if (problem.status === 404) return { key, outcome: 'notFound', id }
  if (problem.status === 403) return { key, outcome: 'forbidden', id }
  const errors = (extra.errors as FieldError[] | undefined) ?? [
    { field: '', message: problem.detail ?? problem.message },
  ]
  return { key, outcome: 'invalid', id, errors }
}

/** One row under its own savepoint: whatever it answers, the rows before and after stand. */
async function writeRow(tx: Tx, caller: Caller, row: BulkRow): Promise<RowResult> {
  const { key, id, version } = row
  const fields = row.fields as Values
  try {
    return await tx.transaction(async (sp): Promise<RowResult> => {
      if (id === undefined) {
        const errors: FieldError[] = Object.keys(createRequired)
          .filter((field) => fields[field] === undefined)
          .map((field) => ({ field, message: 'is required for a new student' }))
        if (version !== undefined) {
          errors.push({ field: 'version', message: 'is only for an edit (a row with an id)' })
        }
        if (errors.length > 0) return { key, outcome: 'invalid', id: null, errors }
        const created = await students.create(sp, caller, fields)
        return { key, outcome: 'created', id: created.id, version: created.version }
      }
      const current = await students.get(sp, caller, id)
      if (version !== undefined && version !== current.version) {
        throw problems.staleVersion(students.label, current)
      }
      if (changesNothing(current, fields, caller)) {
        return { key, outcome: 'unchanged', id, version: current.version }
      }
      const updated = await students.update(sp, caller, id, fields, version)
      return { key, outcome: 'updated', id: updated.id, version: updated.version }
    })
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error
    return rejected(key, id ?? null, error)
  }
}

/** Rows in order (a roll number twice: the second is the duplicate), then the counts. */
export async function bulkUpsert(tx: Tx, caller: Caller, rows: BulkRow[]) {
  const results: RowResult[] = []
  for (const row of rows) results.push(await writeRow(tx, caller, row))
  const count = (outcome: RowResult['outcome']) =>
    results.filter((r) => r.outcome === outcome).length
  const created = count('created')
  const updated = count('updated')
  const unchanged = count('unchanged')
  return {
    results,
    counts: {
      created,
      updated,
      unchanged,
      rejected: results.length - created - updated - unchanged,
    },
  }
}

/** The last term of a program: its duration (4 years when not set) in years, twice that in semesters. */
function lastTerm(programType: string, durationYears: number | null) {
  const years = durationYears != null && durationYears > 0 ? durationYears : 4
  // Within the contract's limits of a student's semester (12) and year (6).
  return programType === 'semester' ? Math.min(years * 2, 12) : Math.min(years, 6)
}

/**
 * Moves each active student named up one term, in at most four statements whatever the count: one
 * read that locks the students (in id order, so two calls at once never deadlock, and the second
 * reads what the first wrote), then one update each for semesters, years and graduations.
 */
export async function promote(tx: Tx, caller: Caller, { ids, graduateFinal }: Promotion) {
  const s = t.students
  const p = t.programs
  const found = await tx
    .select({
      id: s.id,
      semester: s.semester,
      year: s.year,
      version: s.version,
      enrolmentStatus: s.enrolmentStatus,
      programType: p.programType,
      durationYears: p.durationYears,
    })
    .from(s)
    .innerJoin(p, eq(p.id, s.programId))
    .where(and(inArray(s.id, ids), studentScope(caller)))
    .orderBy(s.id)
    .for('update', { of: s })

  const results = new Map<number, PromotionResult>()
  const bySemester: number[] = []
  const byYear: number[] = []
  const toGraduate: number[] = []
  for (const row of found) {
    const { id, semester, year, version } = row
    if (row.enrolmentStatus !== 'active') {
      results.set(id, { id, outcome: 'notActive', semester, year, version })
      continue
    }
    const semesterProgram = row.programType === 'semester'
    // A student whose term is not set counts as in the first.
    const term = (semesterProgram ? semester : year) ?? 1
    if (term < lastTerm(row.programType, row.durationYears)) {
      ;(semesterProgram ? bySemester : byYear).push(id)
    } else if (graduateFinal) {
      toGraduate.push(id)
    } else {
      results.set(id, { id, outcome: 'finalTerm', semester, year, version })
    }
  }

  const changed = { id: s.id, semester: s.semester, year: s.year, version: s.version }
  const bump = { version: sql`${s.version} + 1`, updatedAt: new Date() }
  const run = async (
    which: number[],
    outcome: 'promoted' | 'graduated',
    set: Partial<typeof s.$inferInsert> | Record<string, unknown>,
  ) => {
    if (which.length === 0) return
    const rows = await tx
      .update(s)
      .set({ ...set, ...bump })
      .where(inArray(s.id, which))
      .returning(changed)
    for (const row of rows) results.set(row.id, { ...row, outcome })
  }
  await run(bySemester, 'promoted', { semester: sql`coalesce(${s.semester}, 1) + 1` })
  await run(byYear, 'promoted', { year: sql`coalesce(${s.year}, 1) + 1` })
  await run(toGraduate, 'graduated', { enrolmentStatus: 'graduated' })

  const ordered = ids.map(
    (id): PromotionResult =>
      results.get(id) ?? { id, outcome: 'notFound', semester: null, year: null, version: null },
  )
  const count = (outcome: PromotionResult['outcome']) =>
    ordered.filter((r) => r.outcome === outcome).length
  return {
    results: ordered,
    counts: {
      promoted: count('promoted'),
      finalTerm: count('finalTerm'),
      graduated: count('graduated'),
      notActive: count('notActive'),
      notFound: count('notFound'),
    },
  }
}

export function studentBulkHandlers({ db }: Context): Handlers {
  return {
    bulkUpsertStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await bulkUpsert(tx, callerOf(request), request.body.rows),
      })),
    promoteStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await promote(tx, callerOf(request), request.body),
      })),
  }
}
