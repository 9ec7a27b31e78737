import { classifyFailure } from './classify'
import { connectivity } from './connectivity'
import type { HemisDb, Json } from './db'
import { orderedRows } from './device-rows'
import { DOWNLOAD_PAGE } from './register-download'
import type { PageQuery, SyncPort } from './sync-port'

/**
 * Every server id a register's query finds, for one action over all of them (Upgrade promotes a
 * whole class, every page of it). Online, the server's pages by cursor (the largest it gives);
 * offline, or when a page cannot be read for want of a network, the rows this device keeps.
 */
export async function everyId(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'page'>,
  scope: string,
  query: PageQuery,
  matches: (row: Json) => boolean,
): Promise<number[]> {
  // The query's filters, from its first page.
  const filters = { ...query, after: undefined, before: undefined }
  if (port.page && connectivity.get().online !== false) {
    try {
      const ids: number[] = []
      let after: string | undefined
      do {
        const page = await port.page({
          ...filters,
          limit: DOWNLOAD_PAGE,
          ...(after ? { after } : {}),
        })
        ids.push(...page.items.map((row) => row.id))
        after = page.nextCursor ?? undefined
      } while (after)
      return ids
    } catch (failure) {
      if (classifyFailure(failure) !== 'offline') throw failure
      connectivity.reportUnreachable()
    }
  }
  const rows = await orderedRows(db, scope, port.entity)
  return rows.filter((row) => row.id !== null && matches(row.data)).map((row) => row.id!)
}
