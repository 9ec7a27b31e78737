// The verification lock on the student register (decision 0251): a submitted or verified record
// is read-only to a direct edit, whoever sends it; a verified one changes only through an approved
// change request, which applies its fields inside `applyingChangeRequest`. Promotions, dropouts
// and graduations write the term and enrolment status with their own statements and never come
// here, so they keep working on verified records.
import { isCommission } from '../../common/access.ts'
import { lockedForCampus, type VerificationState } from '../../common/verification-rules.ts'
import type { Caller } from '../auth/token.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem } from '../problems.ts'
import { changedFields } from '../../common/same-value.ts'

type Values = Record<string, unknown>

/** Transactions applying an approved change request: the one way past the lock. */
const approving = new WeakSet<Tx>()

/**
 * Runs `work` as the approval of a change request (the lock lets its edit through). Another save of
 * the student committed meanwhile answers 409 stale-version without the student record: the
 * operation answers change requests, and its client asks again rather than merging a record.
 */
export async function applyingChangeRequest<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  approving.add(tx)
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof HttpProblem) || !error.extra.current) throw error
    throw new HttpProblem(error.status, 'stale-version', error.message, error.detail)
  } finally {
    approving.delete(tx)
  }
}

/** The fields an edit by `caller` would change (a non-commission caller's owner is ignored). */
export const editedFields = (caller: Caller, current: Values, sent: Values) =>
  changedFields(current, sent, isCommission(caller.role) ? [] : ['campusId', 'universityId'])

/** 422 naming the state, for an edit of a submitted or verified record. */
export function lockedProblem(state: VerificationState) {
  const detail =
    state === 'verified'
      ? 'This student is verified: propose the change as a change request for the university to approve.'
      : 'This student is submitted for verification: it can be edited once the university returns it.'
  return new HttpProblem(422, 'verification-locked', 'The student record is locked', detail, {
    state,
  })
}

/** Refuses an edit that changes a field of a locked record, unless a change request applies it. */
export function assertEditable(tx: Tx, caller: Caller, current: Values, sent: Values) {
  const state = current.verificationState as VerificationState
  if (!lockedForCampus(state) || approving.has(tx)) return
  if (editedFields(caller, current, sent).length > 0) throw lockedProblem(state)
}
