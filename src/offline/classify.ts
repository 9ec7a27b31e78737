import { ApiError, NetworkError } from '../api/api-error'
import type { OutboxProblem, OutboxRow } from './db'

/**
 * What the sender does with a failed attempt:
 * network error, 5xx, 408, 429 → retry later (jittered backoff); 401 → pause until sign-in;
 * 409, 412, 422 → conflict (a person decides); any other 4xx, or a request the device could not
 * build → rejected, kept for correction.
 */
export type FailureKind = 'offline' | 'retry' | 'auth' | 'conflict' | 'rejected'

/**
 * A request the device could not even build (a text no URL can carry: half a character): the
 * client throws before sending, the same each time, so it is parked for correction, not retried
 * unseen forever while it holds back the record's later edits. Not any `TypeError`: a fetch that
 * reaches no server throws one too, and must be retried.
 */
const unbuildable = (error: unknown) => error instanceof URIError

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof NetworkError) return 'offline'
  if (unbuildable(error)) return 'rejected'
  if (!(error instanceof ApiError)) return 'retry'
  const { status } = error
  if (status === 401) return 'auth'
  if (status >= 500 || status === 429 || status === 408) return 'retry'
  if (status === 409 || status === 412 || status === 422) return 'conflict'
  return 'rejected'
}

/** The parts of an answer the conflicts screen shows; never a stack trace. */
export function problemOf(error: unknown): OutboxProblem {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      type: error.type,
      title: error.title,
      detail: error.detail,
      errors: error.errors,
      existingId: error.existingId,
      field: error.field,
      current: error.current,
      state: error.state,
      // A promotion's undo refused for the students changed since: the rows it could not apply,
      // named on /sync and in the toast as a partial answer's are.
      rows: error.students?.map((id) => ({ key: String(id), ok: false, outcome: 'changedSince' })),
    }
  }
  if (unbuildable(error))
    return {
      status: 0,
      type: 'unsendable',
      title: 'This edit could not be sent as it is',
      detail: `The device could not build its request (${error.message}). Discard it, or edit the record again.`,
    }
  return { status: 0, type: 'network', title: 'The server could not be reached' }
}

/** Whether a bulk row's problem is the server's answer that applied some rows (`commitBulk`). */
export const isBulkPartial = (problem: Pick<OutboxProblem, 'type'>): boolean =>
  problem.type.endsWith('/bulk-partial')

export const isDuplicate = (problem: Pick<OutboxProblem, 'type'> | null | undefined): boolean =>
  !!problem?.type.endsWith('/duplicate')

/**
 * Whether the record has moved to another campus since the edit (404 `moved-away`, decision
 * 0375): no answer of this campus's can reach it any more, so the edit is discarded and the device
 * forgets the record.
 */
export const isMovedAway = (problem: Pick<OutboxProblem, 'type'> | null | undefined): boolean =>
  !!problem?.type.endsWith('/moved-away')

/**
 * Whether a parked edit can reach its record only as a change request: the record was verified
 * meanwhile (the lock's refusal names the state; a conflict carries the record). One only submitted
 * is not: once the university returns it, Keep mine sends the edit as it is.
 */
export const needsChangeRequest = (row: Pick<OutboxRow, 'op' | 'lastProblem'>): boolean =>
  row.op === 'update' &&
  ((row.lastProblem?.type.endsWith('/verification-locked') === true &&
    row.lastProblem.state === 'verified') ||
    row.lastProblem?.current?.verificationState === 'verified')
