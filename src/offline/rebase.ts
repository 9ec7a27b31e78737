// An edit refused as stale (409 stale-version: someone saved the record first) is no conflict
// when that save left every field of the edit as the edit found it: the sender sends it again over
// the server's version by itself (decision 0377). Only a field both changed, to different values,
// waits on /sync for a person.
import { sameValue } from '../../common/same-value'
import type { Json, OutboxProblem, OutboxRow } from './db'
import type { SyncPort } from './sync-port'

/** `keys`' values in `data`, an absent one as null (a record without a photo). */
export const valuesOf = (data: Json, keys: readonly string[]): Json =>
  Object.fromEntries(keys.map((k) => [k, data[k] ?? null]))

/** An edit's base: what `record` holds of the fields `changes` sets and the request `payload` sends. */
export const baseOf = (record: Json, changes: Json, payload: Json): Json =>
  valuesOf(
    record,
    Object.keys(changes).filter((k) => k in payload),
  )

/**
 * The fields of an edit that the server's record holds a third value of: neither what the edit
 * found (`base`) nor what it sets (`mine`). These are the conflict a person decides.
 */
export const bothChanged = (base: Json, mine: Json, current: Json): string[] =>
  Object.keys(base).filter(
    (k) => !sameValue(current[k], base[k]) && !sameValue(current[k], mine[k]),
  )

/**
 * The row to send again over `problem`'s record, or null when a person must decide: not a stale
 * answer, no record or base to compare, or a field of the edit that the other save changed to
 * something else than this edit's value.
 */
export function rebased(
  row: OutboxRow,
  problem: OutboxProblem,
  port: Pick<SyncPort, 'updateBody'>,
): OutboxRow | null {
  const { current } = problem
  const { base } = row
  if (!problem.type.endsWith('/stale-version') || !current || !base) return null
  // Each time is over a newer version than the last (versions only grow), so the sender goes on
  // only as long as someone else goes on saving the record, one request a save.
  if (typeof current.version !== 'number' || current.version === row.baseVersion) return null
  const keys = Object.keys(base)
  const upload = row.op === 'upload'
  // A file's bytes are not compared: the record's file now is either the one the edit replaced or not.
  const mine = upload ? base : valuesOf(row.payload, keys)
  if (bothChanged(base, mine, current).length > 0) return null
  return {
    ...row,
    // A PUT sends the whole record: the other save's fields go with mine, not over them.
    payload: upload ? row.payload : port.updateBody({ ...current, ...mine }, mine),
    baseVersion: current.version,
    base: valuesOf(current, keys),
    // Kept for /sync should the next answer refuse it for another reason (`park`).
    lastProblem: problem,
    // A new key: the refused request's may be kept by the server with its 409.
    opId: crypto.randomUUID(),
    nextAttemptAt: 0,
  }
}
