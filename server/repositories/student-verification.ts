// A student record's verification (decisions 0250, 0251): submit, verify and return as conditional
// updates (`update … where verification_state in (…) returning`), so two racing verifiers cannot
// both win; many verified in one statement with an outcome an id; and the change requests that are
// the one way to change a verified record.
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  transitions,
  type VerificationAction,
  type VerificationState,
} from '../../common/verification-rules.ts'
import { sameValue } from '../../common/same-value.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import { isUniqueViolation, type Tx } from '../db/transaction.ts'
import { HttpProblem, problemBase, problems, type FieldError } from '../problems.ts'
import { registerScope } from './registers.ts'
import { applyingChangeRequest, editedFields } from './student-lock.ts'
import { students, studentScope } from './students.ts'

const s = t.students
const r = t.studentChangeRequests
type Values = Record<string, unknown>
type MoveManyResult = components['schemas']['StudentMoveManyResult']

/** 409: the record (or request) is not in a state the action starts from. */
export const stateProblem = (state: string, detail: string) =>
  new HttpProblem(
    409,
    'verification-state',
    "Not possible in the record's verification state",
    detail,
    { state },
  )

const words: Record<VerificationAction, string> = {
  submit: 'Only a draft or returned record can be submitted',
  verify: 'Only a submitted record can be verified',
  return: 'Only a submitted record can be returned',
}

/**
 * Moves one student by `action` in one conditional update: outside the caller's scope 404, a
 * stale `expectedVersion` 409 stale-version, another state 409 verification-state (a racing
 * verifier that lost reads the winner's state here).
 */
export async function transition(
  tx: Tx,
  caller: Caller,
  id: number,
  action: VerificationAction,
  options: { expectedVersion?: number; note?: string } = {},
) {
  const { from, to } = transitions[action]
  const [moved] = await tx
    .update(s)
    .set({
      verificationState: to,
      verificationNote: options.note ?? null,
      version: sql`${s.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(s.id, id),
        studentScope(caller),
        inArray(s.verificationState, [...from]),
        options.expectedVersion === undefined ? undefined : eq(s.version, options.expectedVersion),
      ),
    )
    .returning({ id: s.id })
  const current = await students.get(tx, caller, id)
  if (moved) return current
  if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
    throw problems.staleVersion(students.label, current)
  }
  const state = current.verificationState as VerificationState
  throw stateProblem(state, `${words[action]}; this one is ${state}.`)
}

/**
 * Moves every named student of the caller's scope that `action` starts from in one statement (the
 * university verifying or returning, the campus submitting): an outcome an id, never all-or-nothing,
 * since one record returned or submitted meanwhile says nothing about the others (decisions 0250,
 * 0421, 0424). `note` is the return's reason; any other move clears the one a record had.
 */
async function moveMany(
  tx: Tx,
  caller: Caller,
  ids: number[],
  action: VerificationAction,
  note: string | null = null,
): Promise<MoveManyResult> {
  const { from, to } = transitions[action]
  const moved = await tx
    .update(s)
    .set({
      verificationState: to,
      verificationNote: note,
      version: sql`${s.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(inArray(s.id, ids), studentScope(caller), inArray(s.verificationState, [...from])))
    .returning({ id: s.id, version: s.version })
  const done = new Map(moved.map((m) => [m.id, m.version]))
  const rest = ids.filter((id) => !done.has(id))
  const others =
    rest.length === 0
      ? []
      : await tx
          .select({ id: s.id, state: s.verificationState })
          .from(s)
          .where(and(inArray(s.id, rest), studentScope(caller)))
  const stateOf = new Map(others.map((o) => [o.id, o.state]))
  const results = ids.map((id): MoveManyResult['results'][number] =>
    done.has(id)
      ? { id, outcome: 'moved', version: done.get(id) }
      : stateOf.has(id)
        ? { id, outcome: 'otherState', state: stateOf.get(id) }
        : { id, outcome: 'notFound' },
  )
  return { results, moved: done.size, refused: ids.length - done.size }
}

export const verifyMany = (tx: Tx, caller: Caller, ids: number[]) =>
  moveMany(tx, caller, ids, 'verify')

export const submitMany = (tx: Tx, caller: Caller, ids: number[]) =>
  moveMany(tx, caller, ids, 'submit')

export const returnMany = (tx: Tx, caller: Caller, ids: number[], reason: string) =>
  moveMany(tx, caller, ids, 'return', reason)

// ------------------------------------------------------------------------- change requests

const requestScope = registerScope(r)
const requester = alias(t.users, 'requester')
const decider = alias(t.users, 'decider')

const selectRequests = (db: Db | Tx) =>
  db
    .select({
      id: r.id,
      version: r.version,
      studentId: r.studentId,
      campusId: r.campusId,
      universityId: r.universityId,
      fields: r.fields,
      previous: r.previous,
      reason: r.reason,
      state: r.state,
      decisionReason: r.decisionReason,
      requestedBy: r.requestedBy,
      requestedByName: requester.fullName,
      decidedBy: r.decidedBy,
      decidedByName: decider.fullName,
      decidedAt: r.decidedAt,
      createdAt: r.createdAt,
    })
    .from(r)
    .leftJoin(requester, eq(requester.id, r.requestedBy))
    .leftJoin(decider, eq(decider.id, r.decidedBy))

async function requestById(db: Db | Tx, caller: Caller, id: number) {
  const [found] = await selectRequests(db).where(and(eq(r.id, id), requestScope(caller)))
  if (!found) throw problems.notFound('Change request')
  return found
}

/** A student's change requests, newest first (404 outside the caller's scope). */
export async function listChangeRequests(db: Db, caller: Caller, studentId: number) {
  await students.get(db, caller, studentId)
  const items = await selectRequests(db)
    .where(and(eq(r.studentId, studentId), requestScope(caller)))
    .orderBy(desc(r.id))
  return { items }
}

/** Thrown inside a savepoint to undo a trial edit that succeeded. */
class TrialDone extends Error {}

/** A rule the trial edit broke, naming its field as the request sent it: within `fields`. */
function withinFields(error: unknown) {
  if (!(error instanceof HttpProblem) || !Array.isArray(error.extra.errors)) return error
  const errors = (error.extra.errors as FieldError[]).map((e) => ({
    ...e,
    field: `fields.${e.field}`,
  }))
  const slug = error.type.slice(problemBase.length)
  return new HttpProblem(error.status, slug, error.message, error.detail, {
    ...error.extra,
    errors,
  })
}

/**
 * The campus proposes new values for a verified record. They are tried as the approval would
 * apply them, in a savepoint rolled back at once, so a field that breaks a rule answers 400 now
 * rather than at the university's approval.
 */
export async function requestChange(
  tx: Tx,
  caller: Caller,
  studentId: number,
  body: { fields: Values; reason: string },
) {
  // Held to the end, as a transfer holds it: a transfer at the same moment either waits and then
  // ends this request with the old campus's others, or has moved the student, which this then
  // finds gone (moved-away). Unheld, a request written beside the transfer outlived the move.
  const [held] = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, studentId), studentScope(caller)))
    .for('update')
  if (!held)
    throw (await students.movedAway(tx, caller, studentId)) ?? problems.notFound(students.label)
  const student = await students.get(tx, caller, studentId)
  const state = student.verificationState as VerificationState
  if (state !== 'verified') {
    throw stateProblem(
      state,
      `Only a verified record takes a change request; this one is ${state}.`,
    )
  }
  const keys = editedFields(caller, student, body.fields)
  if (keys.length === 0) {
    throw problems.validation([{ field: 'fields', message: 'changes nothing of the record' }])
  }
  const fields = Object.fromEntries(keys.map((k) => [k, body.fields[k]]))
  try {
    await tx.transaction(async (sp) => {
      await applyingChangeRequest(sp, () => students.update(sp, caller, studentId, fields))
      throw new TrialDone()
    })
  } catch (error) {
    if (!(error instanceof TrialDone)) throw withinFields(error)
  }
  try {
    const [created] = await tx.transaction((sp) =>
      sp
        .insert(r)
        .values({
          studentId,
          campusId: Number(student.campusId),
          universityId: Number(student.universityId),
          fields,
          previous: Object.fromEntries(keys.map((k) => [k, student[k] ?? null])),
          reason: body.reason.trim(),
          requestedBy: caller.userId,
        })
        .returning({ id: r.id }),
    )
    return requestById(tx, caller, created!.id)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const [pending] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.studentId, studentId), eq(r.state, 'pending')))
    throw problems.duplicate('A pending change request', pending?.id)
  }
}

/**
 * Decides a pending request in one conditional update (a second decision answers 409); an
 * approval then applies its fields with every rule of an edit, the record staying verified. The
 * student is locked first (as a request and a transfer take it, so the three never deadlock), and
 * an approval checks under that lock that the record still holds the request's `previous` values:
 * a field changed since (a promotion after a request for the term) answers 409 `change-outdated`
 * and nothing is written, the request left pending for the university to reject (decision 0415).
 */
export async function decideChange(
  tx: Tx,
  caller: Caller,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const { studentId } = await requestById(tx, caller, id)
  await tx.select({ id: s.id }).from(s).where(eq(s.id, studentId)).for('update')
  const [decided] = await tx
    .update(r)
    .set({
      state: decision.approve ? 'approved' : 'rejected',
      decisionReason: decision.approve ? null : decision.reason.trim(),
      decidedBy: caller.userId,
      decidedAt: new Date(),
      version: sql`${r.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(r.id, id), requestScope(caller), eq(r.state, 'pending')))
    .returning({ fields: r.fields, previous: r.previous })
  if (!decided) {
    const found = await requestById(tx, caller, id)
    throw stateProblem(found.state, `This change request is already ${found.state}.`)
  }
  if (decision.approve) {
    const current = await students.get(tx, caller, studentId)
    const changed = Object.keys(decided.fields).filter(
      (k) => !sameValue(current[k], decided.previous[k]),
    )
    if (changed.length > 0) throw problems.changeOutdated(changed)
    await applyingChangeRequest(tx, () => students.update(tx, caller, studentId, decided.fields))
  }
  return requestById(tx, caller, id)
}

/**
 * The register's `verification` filter: a state, or `changePending` (verified records with a
 * change request awaiting the university).
 */
export function verificationFilter(value: VerificationState | 'changePending' | undefined) {
  if (value === undefined) return undefined
  if (value !== 'changePending') return eq(s.verificationState, value)
  return exists(sql`(select 1 from ${r} where ${r.studentId} = ${s.id} and ${r.state} = 'pending')`)
}
