import type { HemisDb, OutboxRow } from './db'
import { followKey } from './form-drafts'
import type { ServerRow, SyncPort } from './sync-port'

/**
 * One transaction after the server accepted a row: the row leaves the outbox, the cached record
 * takes the server's id and version, and the record's later rows follow it. A create's later
 * edits were queued against the local key: they move to the server id and to the version the
 * create returned, and a draft of its edit to the server id. An update's later edits were built on
 * top of it, so they move to its version.
 * A register's record keeps its place in the server's order (`sortKey`), or the device's own
 * pages (offline) would lose it until the register is downloaded again.
 */
export async function commitSuccess(
  db: HemisDb,
  row: OutboxRow,
  server: ServerRow,
  sortKey?: SyncPort['sortKey'],
) {
  const { scope, entity } = row
  const serverKey = String(server.id)
  await db.transaction('rw', db.records, db.outbox, db.drafts, async () => {
    await db.outbox.delete(row.seq!)
    const later = await db.outbox
      .where('[scope+entity+entityId]')
      .equals([scope, entity, row.entityId])
      .toArray()
    for (const next of later) {
      await db.outbox.update(next.seq!, { entityId: serverKey, baseVersion: server.version })
    }
    const cached = await db.records.get([scope, entity, row.entityId])
    if (row.entityId !== serverKey) {
      await db.records.delete([scope, entity, row.entityId])
      await followKey(db, scope, entity, row.entityId, serverKey)
    }
    // With later edits still queued, the screen keeps showing them on top of the server's row.
    const data =
      later.length > 0 && cached ? { ...server, ...cached.data, ...idOf(server) } : server
    await db.records.put({
      scope,
      entity,
      key: serverKey,
      id: server.id,
      version: server.version,
      data,
      ...(sortKey ? { sortKey: sortKey(server) } : {}),
    })
  })
}

const idOf = (server: ServerRow) => ({ id: server.id, version: server.version })
