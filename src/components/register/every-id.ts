import { classifyFailure } from '../../offline/classify'
import { connectivity } from '../../offline/connectivity'
import type { HemisDb, Json } from '../../offline/db'
import type { PageQuery, SyncPort } from '../../offline/sync-port'
import { deviceRows, serverRows, type RowBatch } from '../export/export-rows'

async function idsOf(pages: AsyncIterable<RowBatch>) {
  const ids: number[] = []
  for await (const page of pages) for (const row of page.rows) ids.push(Number(row.id))
  return ids
}

/**
 * Every server id a register's query finds, for one action over all of them (Upgrade promotes a
 * whole class, every page of it). Online, the server's pages by cursor; offline, or when a page
 * cannot be read for want of a network, the rows this device keeps.
 */
export async function everyId(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'page'>,
  scope: string,
  query: PageQuery,
  matches: (row: Json) => boolean,
): Promise<number[]> {
  if (port.page && connectivity.get().online !== false) {
    try {
      return await idsOf(serverRows(port, query))
    } catch (failure) {
      if (classifyFailure(failure) !== 'offline') throw failure
      connectivity.reportUnreachable()
    }
  }
  return idsOf(deviceRows(db, scope, port.entity, matches, query))
}
