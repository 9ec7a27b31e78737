// Bulk work on the student register for the PWA's outbox (decision 0202): many students entered or
// edited in one request with one answer a row (register-bulk.ts), and a class moved up one term (all
// or nothing, and undoable within a day). Each runs in one transaction with the Idempotency-Key's stored answer
// (runMutation), so a retry writes nothing twice.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems } from '../problems.ts'
import { lastTerm } from '../../common/outcome-rules.ts'
import { failedOfTerm } from '../repositories/student-standing.ts'
import { students, studentScope } from '../repositories/students.ts'
import type { Context, Handlers } from './context.ts'
import { bulkUpserter, type RequiredFields } from './register-bulk.ts'

type Schemas = components['schemas']
type Promotion = Schemas['StudentPromotion']
type PromotionResult = Schemas['StudentPromotionRowResult']

/**
 * The fields a new student needs (StudentCreate's `required`): a row without an id is checked here
 * because the contract gives `fields` the StudentPatch shape. Keyed by the generated type, so a field
 * the contract makes required, or no longer requires, does not compile until this follows.
 */
const createRequired: RequiredFields<Schemas['StudentCreate']> = {
  programId: true,
  fiscalYearId: true,
  firstName: true,
  lastName: true,
  gender: true,
  dateOfBirth: true,
}

/** Enters and edits students a row at a time (decision 0202). */
export const bulkUpsert = bulkUpserter(students, createRequired, 'student', 'bulkUpsertStudents')

/** A student that can move, as it is before the promotion. */
type Before = { id: number; semester: number | null; year: number | null; version: number }

/**
 * Moves each active student named up one term, all or nothing (decision 0202): one read that locks
 * the students (in id order, so two calls at once never deadlock, and the second reads what the first
 * wrote) decides every id first; when any cannot move nothing is written and the movable ones answer
 * `rolledBack`. Otherwise one update each for semesters, years and graduations, and one insert that
 * records the students as they were, so the promotion can be undone within a day.
 */
export async function promote(tx: Tx, caller: Caller, { ids, graduateFinal, fromTerm }: Promotion) {
  const s = t.students
  const p = t.programs
  const found = await tx
    .select({
      id: s.id,
      semester: s.semester,
      year: s.year,
      version: s.version,
      enrolmentStatus: s.enrolmentStatus,
      campusId: s.campusId,
      universityId: s.universityId,
      programType: p.programType,
      durationYears: p.durationYears,
    })
    .from(s)
    .innerJoin(p, eq(p.id, s.programId))
    .where(and(inArray(s.id, ids), studentScope(caller)))
    .orderBy(s.id)
    .for('update', { of: s })

  const results = new Map<number, PromotionResult>()
  const movable: Before[] = []
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
    const term = semesterProgram ? semester : year
    // Not in the term the caller promotes from: this class was promoted already (a promotion
    // queued twice offline, or by two devices), or the student moved meanwhile. One with no term
    // recorded is in none, as on every screen that counts a class (decision 0412).
    if (term == null || (fromTerm !== undefined && term !== fromTerm)) {
      results.set(id, { id, outcome: 'otherTerm', semester, year, version })
      continue
    }
    if (term < lastTerm(row.programType, row.durationYears)) {
      ;(semesterProgram ? bySemester : byYear).push(id)
    } else if (graduateFinal) {
      toGraduate.push(id)
    } else {
      results.set(id, { id, outcome: 'finalTerm', semester, year, version })
      continue
    }
    movable.push({ id, semester, year, version })
  }
  const canMove = new Set(movable.map((m) => m.id))
  for (const id of ids) {
    if (!results.has(id) && !canMove.has(id)) {
      results.set(id, { id, outcome: 'notFound', semester: null, year: null, version: null })
    }
  }

  // Every id decided before any write: one that cannot move refuses the whole promotion.
  const applied = results.size === 0
  let promotionId: number | null = null
  if (!applied) {
    for (const m of movable) results.set(m.id, { ...m, outcome: 'rolledBack' })
  } else {
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
    await run(bySemester, 'promoted', { semester: sql`${s.semester} + 1` })
    await run(byYear, 'promoted', { year: sql`${s.year} + 1` })
    await run(toGraduate, 'graduated', { enrolmentStatus: 'graduated' })

    // The promotion's scope: the students' campus (and university) when they share one.
    const only = <T>(values: T[]) => (new Set(values).size === 1 ? values[0]! : null)
    const [recorded] = await tx
      .insert(t.studentPromotions)
      .values({
        campusId: only(found.map((f) => f.campusId)),
        universityId: only(found.map((f) => f.universityId)),
        createdBy: caller.userId,
        students: found.map((f) => ({
          studentId: f.id,
          semester: f.semester,
          year: f.year,
          enrolmentStatus: f.enrolmentStatus,
          version: f.version,
          afterVersion: results.get(f.id)!.version!,
        })),
      })
      .returning({ id: t.studentPromotions.id })
    promotionId = recorded!.id
  }

  const ordered = ids.map((id) => results.get(id)!)
  const count = (outcome: PromotionResult['outcome']) =>
    ordered.filter((r) => r.outcome === outcome).length
  return {
    applied,
    promotionId,
    results: ordered,
    counts: {
      promoted: count('promoted'),
      finalTerm: count('finalTerm'),
      graduated: count('graduated'),
      notActive: count('notActive'),
      notFound: count('notFound'),
      otherTerm: count('otherTerm'),
      rolledBack: count('rolledBack'),
    },
  }
}

/** How long a promotion can be undone (decision 0202), in the database's terms and in the answer's. */
const UNDO_WITHIN_MS = 24 * 60 * 60_000
const withinUndo = (createdAt: typeof t.studentPromotions.createdAt) =>
  sql<boolean>`${createdAt} > now() - make_interval(secs => ${UNDO_WITHIN_MS / 1000})`

/** A promotion the caller sees: the commission any, a university its own, a campus its own. */
function promotionScope(caller: Caller) {
  const sp = t.studentPromotions
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return eq(sp.universityId, caller.universityId ?? -1)
  return eq(sp.campusId, caller.campusId ?? -1)
}

/**
 * Puts the students of an applied promotion back as they were, within a day and once, and only when
 * none has changed since: each update is conditional on the version the promotion left, so a change
 * made meanwhile (even one committed while this waits for its lock on PostgreSQL) is seen, and the
 * whole undo is refused (the transaction rolls back) rather than restoring some students.
 */
export async function undoPromotion(tx: Tx, caller: Caller, id: number) {
  const sp = t.studentPromotions
  const [promotion] = await tx
    .select({
      id: sp.id,
      undoneAt: sp.undoneAt,
      students: sp.students,
      withinADay: withinUndo(sp.createdAt),
    })
    .from(sp)
    .where(and(eq(sp.id, id), promotionScope(caller)))
    .for('update')
  if (!promotion) throw problems.notFound('The promotion')
  if (promotion.undoneAt) {
    throw new HttpProblem(
      409,
      'already-undone',
      'This promotion was already undone',
      'This promotion was already undone.',
    )
  }
  if (!promotion.withinADay) {
    throw new HttpProblem(
      409,
      'undo-expired',
      'A promotion can be undone within a day',
      'A promotion can be undone only within 24 hours of it.',
    )
  }
  const result: unknown = await tx.execute(sql`
    update students s set
      semester = b.semester,
      year = b.year,
      enrolment_status = b."enrolmentStatus",
      version = s.version + 1,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(promotion.students)}::jsonb)
      as b("studentId" integer, semester integer, year integer, "enrolmentStatus" text,
           "afterVersion" integer)
    where s.id = b."studentId" and s.version = b."afterVersion"
    returning s.id, s.semester, s.year, s.enrolment_status as "enrolmentStatus", s.version`)
  type Restored = {
    id: number
    semester: number | null
    year: number | null
    enrolmentStatus: Schemas['EnrolmentStatus']
    version: number
  }
  const students = (result as { rows: Restored[] }).rows
    .map((r) => ({ ...r, id: Number(r.id), version: Number(r.version) }))
    .sort((a, b) => a.id - b.id)
  const restored = new Set(students.map((r) => r.id))
  const changed = promotion.students.map((b) => b.studentId).filter((sid) => !restored.has(sid))
  if (changed.length > 0) {
    // Thrown, so the transaction rolls back and no student of the promotion is restored.
    throw new HttpProblem(
      409,
      'stale-version',
      'Students changed since the promotion',
      `The promotion cannot be undone: ${changed.length} of its students ${changed.length === 1 ? 'was' : 'were'} changed since.`,
      { students: changed },
    )
  }
  await tx
    .update(sp)
    .set({ undoneAt: sql`now()` })
    .where(eq(sp.id, id))
  return { promotionId: id, restored: students.map((r) => r.id), students }
}

/**
 * The promotions Undo may still be offered for, on any device (decision 0361): the caller's, of the
 * last 24 hours, not undone, newest first. The undo itself decides (a student changed since).
 */
async function recentPromotions(db: Context['db'], caller: Caller) {
  const sp = t.studentPromotions
  const rows = await db
    .select({
      id: sp.id,
      createdAt: sp.createdAt,
      createdBy: t.users.fullName,
      students: sql<number>`jsonb_array_length(${sp.students})`.mapWith(Number),
      programs: sql<string[]>`array(
        select distinct p.program_name from jsonb_to_recordset(${sp.students}) as b("studentId" integer)
        join students s on s.id = b."studentId" join programs p on p.id = s.program_id
        order by p.program_name)`,
    })
    .from(sp)
    .leftJoin(t.users, eq(t.users.id, sp.createdBy))
    .where(and(promotionScope(caller), isNull(sp.undoneAt), withinUndo(sp.createdAt)))
    .orderBy(desc(sp.createdAt), desc(sp.id))
    .limit(20)
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      undoableUntil: new Date(r.createdAt.getTime() + UNDO_WITHIN_MS).toISOString(),
    })),
  }
}

export function studentBulkHandlers({ db }: Context): Handlers {
  return {
    bulkUpsertStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await bulkUpsert(tx, callerOf(request), request.body),
      })),
    promoteStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await promote(tx, callerOf(request), request.body),
      })),
    listFailedStudents: (request) => failedOfTerm(db, callerOf(request), request.query),
    listStudentPromotions: (request) => recentPromotions(db, callerOf(request)),
    undoStudentPromotion: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await undoPromotion(tx, callerOf(request), request.params.id),
      })),
  }
}
