// A campus keeps its whole register on the device (its students: up to about 20,000), so the list
// pages, searches and filters offline from the device's rows (`devicePage`). The register is
// walked page by page by cursor and written with its order key; a record the walk no longer
// meets (another campus's now, or gone) is dropped unless this device still has edits for it, or
// it came to the device while the walk ran (created, or read by a page, after the walk passed its
// place: the walk could not meet it, and it is not gone).
import type { HemisDb } from './db'
import { storeRows } from './page-cache'
import { busyKeys } from './reference-cache'
import { isLocalKey } from './scope'
import type { SyncPort } from './sync-port'

/** Rows a request of the walk asks for (the contract's largest page). */
export const DOWNLOAD_PAGE = 100

/** A download is started again when the last one is older than this. */
export const DOWNLOAD_EVERY_MS = 15 * 60_000

export type DownloadState = { done: number; total: number; at: string | null; running: boolean }

const metaKey = (scope: string, entity: string) => `register:${scope}|${entity}`

export async function lastDownload(db: HemisDb, scope: string, entity: string) {
  const row = await db.meta.get(metaKey(scope, entity))
  return row?.value as { at: string; total: number } | undefined
}

/**
 * Walks the whole register into the device. `onProgress` hears each page; a failed request stops
 * the walk (the next one starts over) and leaves what was written, which only adds rows.
 */
export async function downloadRegister(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'page' | 'sortKey'>,
  scope: string,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<number> {
  if (!port.page) throw new Error(`${port.entity} is not paged on the server`)
  const seen = new Set<string>()
  // Only what the device held before the walk may be judged gone by it.
  const held = new Set(
    (await db.records.where('[scope+entity]').equals([scope, port.entity]).primaryKeys()).map(
      (key) => String(key[2]),
    ),
  )
  let after: string | undefined
  do {
    const answer = await port.page({ limit: DOWNLOAD_PAGE, ...(after ? { after } : {}) })
    await storeRows(db, port, scope, answer.items)
    for (const row of answer.items) seen.add(String(row.id))
    onProgress(seen.size, answer.total)
    after = answer.nextCursor ?? undefined
  } while (after)
  await db.transaction('rw', db.records, db.outbox, db.meta, async () => {
    const busy = await busyKeys(db, scope, port.entity)
    await db.records
      .where('[scope+entity]')
      .equals([scope, port.entity])
      .filter((r) => held.has(r.key) && !isLocalKey(r.key) && !seen.has(r.key) && !busy.has(r.key))
      .delete()
    await db.meta.put({
      key: metaKey(scope, port.entity),
      value: { at: new Date().toISOString(), total: seen.size },
    })
  })
  return seen.size
}
