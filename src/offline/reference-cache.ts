// The cached setup lists: refreshed with a conditional GET (If-None-Match → 304 keeps them), and
// never overwriting a record that still has edits of this device in the outbox.
import type { CachedRecord, HemisDb } from './db'
import { isLocalKey } from './scope'
import type { ServerRow, SyncPort } from './sync-port'

const etagKey = (scope: string, entity: string) => `etag:${scope}|${entity}`

export type RefreshResult = 'updated' | 'not-modified'

export async function refreshList(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'list'>,
  scope: string,
): Promise<RefreshResult> {
  const { entity } = port
  if (!port.list) return 'not-modified' // a register paged on the server is not cached whole
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
    const busy = await busyKeys(db, scope, entity)
    const cached = await db.records.where('[scope+entity]').equals([scope, entity]).toArray()
    const fresh = new Set(answer.rows.map((r) => String(r.id)))
    const gone = cached
      .filter((r) => !isLocalKey(r.key) && !fresh.has(r.key) && !busy.has(r.key))
      .map((r): [string, string, string] => [scope, entity, r.key])
    await db.records.bulkDelete(gone)
    const byKey = new Map(cached.map((r) => [r.key, r]))
    await putServerRows(db, scope, entity, answer.rows, busy, { cached: byKey })
    await db.meta.put({ key: etagKey(scope, entity), value: { etag: answer.etag, fetchedAt } })
  })
  return 'updated'
}

/** Keys of one list's records that this device is still sending (their outbox rows wait). */
export async function busyKeys(db: HemisDb, scope: string, entity: string): Promise<Set<string>> {
  return new Set(
    (await db.outbox.toArray())
      .filter((r) => r.scope === scope && r.entity === entity)
      .map((r) => r.entityId),
  )
}

/**
 * Writes rows the server answered into the record cache (inside the caller's transaction over
 * records and outbox): a row this device is still sending, or already has newer, stays as it is.
 * `extra` adds fields of the device's own (a register's sort key); `cached` saves reading the
 * rows again when the caller already holds them.
 */
export async function putServerRows(
  db: HemisDb,
  scope: string,
  entity: string,
  rows: readonly ServerRow[],
  busy: ReadonlySet<string>,
  options: {
    extra?: (row: ServerRow) => Partial<CachedRecord>
    cached?: ReadonlyMap<string, CachedRecord>
  } = {},
): Promise<void> {
  const { extra = () => ({}), cached } = options
  const mine = cached
    ? rows.map((r) => cached.get(String(r.id)))
    : await db.records.bulkGet(rows.map((r) => [scope, entity, String(r.id)]))
  const puts = rows
    .filter((row, i) => {
      const version = mine[i]?.version
      return !busy.has(String(row.id)) && !(version != null && version > row.version)
    })
    .map((row) => ({
      scope,
      entity,
      key: String(row.id),
      id: row.id,
      version: row.version,
      data: row,
      ...extra(row),
    }))
  await db.records.bulkPut(puts)
}
