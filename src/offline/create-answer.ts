// What the server answered a create queued a moment ago, for a form that waits for it online
// (decision 0409): a refusal can then be shown on the form's field while the form still holds what
// was typed. The create stays in the outbox whatever the answer, parked on /sync when refused.
import { liveQuery } from 'dexie'
import type { HemisDb, OutboxRow } from './db'

/**
 * The create row of record `key` (`local-…`) once the server answers it: the row as parked when
 * refused (conflict or rejected), null when it left the outbox (sent), and null too when no answer
 * came within `ms` or the send failed and waits to be retried (offline, a 5xx): the form then goes
 * on as it does offline. Example: `await createAnswer(db, [scope, 'student', key], 8000)`.
 */
export function createAnswer(
  db: HemisDb,
  [scope, entity, key]: [string, string, string],
  ms: number,
): Promise<OutboxRow | null> {
  return new Promise((resolve) => {
    let done = false
    let stop = () => {}
    const finish = (row: OutboxRow | null) => {
      if (done) return
      done = true
      clearTimeout(timer)
      stop()
      resolve(row)
    }
    const timer = setTimeout(() => finish(null), ms)
    const subscription = liveQuery(() =>
      db.outbox
        .where('[scope+entity+entityId]')
        .equals([scope, entity, key])
        .filter((row) => row.op === 'create')
        .first(),
    ).subscribe({
      next: (row) => {
        if (!row || row.attempts > 0) finish(row && row.status !== 'pending' ? row : null)
      },
      error: () => finish(null),
    })
    stop = () => subscription.unsubscribe()
    if (done) stop()
  })
}
