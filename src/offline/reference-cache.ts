// The cached setup lists: refreshed with a conditional GET (If-None-Match → 304 keeps them), and
// never overwriting a record that still has edits of this device in the outbox.
import type { HemisDb } from './db'
import { isLocalKey } from './scope'
import type { SyncPort } from './sync-port'

const etagKey = (scope: string, entity: string) => `etag:${scope}|${entity}`

export type RefreshResult = 'updated' | 'not-modified'

export async function refreshList(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'list'>,
  scope: string,
): Promise<RefreshResult> {
  const { entity } = port
  const meta = await db.meta.get(etagKey(scope, entity))
  const etag = typeof meta?.value.etag === 'string' ? meta.value.etag : undefined
  const hasRows = (await db.records.where('[scope+entity]').equals([scope, entity]).count()) > 0
  const answer = await port.list({ etag: hasRows ? etag : undefined })
  const fetchedAt = new Date().toISOString()
  if (answer.notModified) {
    await db.meta.put({ key: etagKey(scope, entity), value: { etag, fetchedAt } })
    return 'not-modified'
  }
  await db.transaction('rw', db.records, db.outbox, db.meta, async () => {
    const busy = new Set(
      (await db.outbox.toArray())
        .filter((r) => r.scope === scope && r.entity === entity)
        .map((r) => r.entityId),
    )
    const cached = await db.records.where('[scope+entity]').equals([scope, entity]).toArray()
    const byKey = new Map(cached.map((r) => [r.key, r]))
    const fresh = new Set(answer.rows.map((r) => String(r.id)))
    const gone = cached
      .filter((r) => !isLocalKey(r.key) && !fresh.has(r.key) && !busy.has(r.key))
      .map((r): [string, string, string] => [scope, entity, r.key])
    await db.records.bulkDelete(gone)
    const puts = answer.rows
      .filter((row) => {
        const key = String(row.id)
        const mine = byKey.get(key)
        // A row this device is still sending, or one it already has newer, stays as it is.
        return !busy.has(key) && !(mine?.version != null && mine.version > row.version)
      })
      .map((row) => ({
        scope,
        entity,
        key: String(row.id),
        id: row.id,
        version: row.version,
        data: row,
      }))
    await db.records.bulkPut(puts)
    await db.meta.put({ key: etagKey(scope, entity), value: { etag: answer.etag, fetchedAt } })
  })
  return 'updated'
}
