import type { BulkAnswer, HemisDb, OutboxProblem, OutboxRow } from './db'
import { busyKeys } from './reference-cache'

/**
 * One transaction after the server answered a bulk operation: the records it changed take the
 * server's values in the cache (unless this device has edits of them waiting), and the outbox row
 * leaves, or, when some rows were not applied, stays parked as `rejected` with those rows, for the
 * person to read on /sync. The server stored its answer with the key: a resend changes nothing.
 */
export async function commitBulk(
  db: HemisDb,
  row: OutboxRow,
  { results }: BulkAnswer,
): Promise<OutboxProblem | null> {
  const { scope, entity } = row
  const failed = results.filter((r) => !r.ok)
  const problem: OutboxProblem | null =
    failed.length === 0
      ? null
      : {
          status: 200,
          type: 'https://hemis.local/problems/bulk-partial',
          title: `${results.length - failed.length} of ${results.length}`,
          rows: failed,
        }
  await db.transaction('rw', db.records, db.outbox, async () => {
    const busy = await busyKeys(db, scope, entity)
    const applied = results.filter((r) => r.ok && r.id != null && !busy.has(String(r.id)))
    // One read and one write for the chunk: 500 gets one after another took 200 ms a chunk.
    const cached = await db.records.bulkGet(applied.map((r) => [scope, entity, String(r.id)]))
    const updated = applied.flatMap((result, i) => {
      const record = cached[i]
      return record
        ? [
            {
              ...record,
              version: result.version ?? record.version,
              data: { ...record.data, ...result.changes },
            },
          ]
        : []
    })
    if (updated.length > 0) await db.records.bulkPut(updated)
    if (!problem) {
      await db.outbox.delete(row.seq!)
      return
    }
    await db.outbox.update(row.seq!, {
      status: 'rejected',
      attempts: row.attempts + 1,
      lastProblem: problem,
    })
  })
  return problem
}
