// A student's correction of their own contact details (issue 12): the student proposes new values
// of the record's phone, e-mail, guardian's name and phone; their campus approves (the values are
// written to the record, its version raised, both audited) or rejects with a reason. One waiting
// correction a student, held by a partial unique index. A record submitted or verified is locked
// to its campus (decision 0251): approving a correction of one is refused (422) as a direct edit
// is; a verified record's new values reach it only as a change request the university approves.
// The student reads the campus's latest decision until they ask again (decision 0320, amended).
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { lockedForCampus } from '../../common/verification-rules.ts'
import { HttpProblem, problems } from '../problems.ts'
import { lockedProblem } from './student-lock.ts'
import { studentScope } from './students.ts'

const s = t.students
const r = t.studentContactRequests
const contactFields = ['phone', 'email', 'guardianName', 'guardianPhone'] as const
type Fields = Partial<Record<(typeof contactFields)[number], string | null>>

const requestColumns = {
  id: r.id,
  studentId: r.studentId,
  campusId: r.campusId,
  studentName: sql<string>`${s.firstName} || ' ' || ${s.lastName}`,
  fields: r.fields,
  previous: r.previous,
  state: r.state,
  decisionReason: r.decisionReason,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
}
const requests = (db: Db | Tx) =>
  db.select(requestColumns).from(r).innerJoin(s, eq(s.id, r.studentId))

/** The student record linked to the caller's account (404 without one). */
async function ownRecord(db: Db | Tx, caller: Caller, lock = false) {
  const query = db
    .select({ id: s.id, campusId: s.campusId, universityId: s.universityId, ...pick() })
    .from(s)
    .where(eq(s.userId, caller.userId))
    .limit(1)
  const [student] = lock ? await query.for('update') : await query
  if (!student) throw problems.notFound('Your student record')
  return student
}
const pick = () => ({
  phone: s.phone,
  email: s.email,
  guardianName: s.guardianName,
  guardianPhone: s.guardianPhone,
})

export async function myContact(db: Db, caller: Caller) {
  const { id, phone, email, guardianName, guardianPhone } = await ownRecord(db, caller)
  // The latest request tells both: one waits at most, and a new one is asked only once the last
  // is decided, so a decided request newer than a waiting one cannot be.
  const [latest] = await requests(db).where(eq(r.studentId, id)).orderBy(desc(r.id)).limit(1)
  const pending = latest?.state === 'pending' ? latest : null
  const decided = latest && !pending ? latest : null
  return { studentId: id, phone, email, guardianName, guardianPhone, pending, decided }
}

/** A correction of the caller's own record, waiting for the campus: only values that differ. */
export async function requestCorrection(tx: Tx, caller: Caller, body: Fields) {
  const student = await ownRecord(tx, caller, true)
  const fields: Fields = {}
  const previous: Fields = {}
  for (const key of contactFields) {
    if (!(key in body)) continue
    const value = body[key]?.trim() || null
    if (value === student[key]) continue
    fields[key] = value
    previous[key] = student[key]
  }
  if (Object.keys(fields).length === 0)
    throw problems.validation([
      { field: 'body', message: 'Nothing to correct: every value is the record’s already' },
    ])
  const [waiting] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.studentId, student.id), eq(r.state, 'pending')))
  if (waiting) throw problems.duplicate('A correction waiting for the campus', waiting.id)
  const [row] = await tx
    .insert(r)
    .values({
      universityId: student.universityId,
      campusId: student.campusId,
      studentId: student.id,
      fields,
      previous,
      requestedBy: caller.userId,
    })
    .returning({ id: r.id })
  const [created] = await requests(tx).where(eq(r.id, row!.id))
  return created!
}

/** The waiting corrections of the caller's students, oldest first. */
export function waitingCorrections(db: Db, caller: Caller) {
  return requests(db)
    .where(and(eq(r.state, 'pending'), studentScope(caller)))
    .orderBy(asc(r.id))
}

/** Approves (writing the values to the record) or rejects (with a reason) a waiting correction. */
export async function decideCorrection(
  tx: Tx,
  caller: Caller,
  id: number,
  { approve, reason }: { approve: boolean; reason?: string | null },
) {
  const [found] = await tx
    .select({
      id: r.id,
      state: r.state,
      studentId: r.studentId,
      fields: r.fields,
      record: s.verificationState,
    })
    .from(r)
    .innerJoin(s, eq(s.id, r.studentId))
    .where(and(eq(r.id, id), studentScope(caller)))
    .for('update', { of: [r, s] })
  if (!found) throw problems.notFound('The correction')
  if (found.state !== 'pending')
    throw new HttpProblem(409, 'already-decided', 'This correction was already decided')
  const why = reason?.trim()
  if (!approve && !why)
    throw problems.validation([{ field: 'reason', message: 'Say why the correction is rejected' }])
  // Locked as the record's own fields are: the correction waits (or is rejected) meanwhile.
  if (approve && lockedForCampus(found.record)) throw lockedProblem(found.record)
  if (approve)
    await tx
      .update(s)
      .set({ ...(found.fields as Fields), version: sql`${s.version} + 1`, updatedAt: new Date() })
      .where(eq(s.id, found.studentId))
  await tx
    .update(r)
    .set({
      state: approve ? 'approved' : 'rejected',
      decisionReason: approve ? null : why,
      decidedBy: caller.userId,
      decidedAt: new Date(),
      version: sql`${r.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(r.id, id))
  const [decided] = await requests(tx).where(eq(r.id, id))
  return decided!
}
