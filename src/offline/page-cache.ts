// Registers too large to cache whole (students) are read a page at a time from the server. Each
// page read is kept on the device: its rows go into the same record cache as the setup lists (so
// edits, pending marks and conflicts work unchanged) with their order key, and the page itself
// (ids, total, cursors) into `meta`, so a page read before opens offline as it was. Offline, a
// page never read before is made from the device's rows instead (`devicePage`).
import type { HemisDb, Json } from './db'
import { orderedRows } from './device-rows'
import { positionAfter, type SnapshotRow } from './register-snapshot'
import { missedField } from './snapshot-fields'
import { busyKeys, putServerRows } from './reference-cache'
import type { PageQuery, ServerRow, SyncPort } from './sync-port'

/** A page as the device keeps it. `fetchedAt` null: read from the device index, not the server. */
export type StoredPage = {
  ids: number[]
  total: number
  /** More match than `total` (a search the server counted up to its cap; decision 0426). */
  capped?: boolean
  nextCursor: string | null
  prevCursor: string | null
  fetchedAt: string | null
}

/** How many pages of one register a device keeps (the oldest read are forgotten first). */
export const KEPT_PAGES = 40

/** A device cursor starts with `d.`: it pages the device index, never the server. */
export const DEVICE_CURSOR = 'd.'

const stable = (query: PageQuery) =>
  JSON.stringify(
    Object.keys(query)
      .filter((k) => query[k] !== undefined && query[k] !== '')
      .sort()
      .map((k) => [k, query[k]]),
  )

export const pageKey = (scope: string, entity: string, query: PageQuery) =>
  `page:${scope}|${entity}|${stable(query)}`

/** Reads one page from the server and keeps it; the rows keep this device's unsent edits. */
export async function fetchPage(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'page' | 'sortKey'>,
  scope: string,
  query: PageQuery,
): Promise<StoredPage> {
  if (!port.page) throw new Error(`${port.entity} is not paged on the server`)
  const answer = await port.page(query)
  const page: StoredPage = {
    ids: answer.items.map((r) => r.id),
    total: answer.total,
    capped: answer.totalCapped === true,
    nextCursor: answer.nextCursor,
    prevCursor: answer.prevCursor,
    fetchedAt: new Date().toISOString(),
  }
  await storeRows(db, port, scope, answer.items)
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: pageKey(scope, port.entity, query), value: page })
    await forgetOldPages(db, scope, port.entity)
  })
  return page
}

/** Writes server rows with their order key (pages read, a record refreshed, the download). */
export async function storeRows(
  db: HemisDb,
  port: Pick<SyncPort, 'entity' | 'sortKey'>,
  scope: string,
  rows: readonly ServerRow[],
) {
  const { entity, sortKey } = port
  await db.transaction('rw', db.records, db.outbox, async () => {
    const busy = await busyKeys(db, scope, entity)
    await putServerRows(db, scope, entity, rows, busy, {
      extra: (row) => (sortKey ? { sortKey: sortKey(row) } : {}),
    })
  })
}

async function forgetOldPages(db: HemisDb, scope: string, entity: string) {
  const prefix = pageKey(scope, entity, {}).slice(0, -2)
  const pages = await db.meta.where('key').startsWith(prefix).toArray()
  if (pages.length <= KEPT_PAGES) return
  const byAge = pages.sort((a, b) =>
    String(a.value.fetchedAt).localeCompare(String(b.value.fetchedAt)),
  )
  await db.meta.bulkDelete(byAge.slice(0, pages.length - KEPT_PAGES).map((p) => p.key))
}

/** A page kept from an earlier read, or undefined. */
export async function storedPage(
  db: HemisDb,
  scope: string,
  entity: string,
  query: PageQuery,
): Promise<StoredPage | undefined> {
  const row = await db.meta.get(pageKey(scope, entity, query))
  return row?.value as StoredPage | undefined
}

const encode = (key: string) =>
  DEVICE_CURSOR + btoa(String.fromCharCode(...new TextEncoder().encode(key))).replace(/=+$/, '')
const decode = (cursor: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(cursor.slice(DEVICE_CURSOR.length)), (c) => c.charCodeAt(0)),
  )

/**
 * A page kept from the server, shown offline: its cursors become the device's, from its first and
 * last rows' places in the device's order (the same order as the server's, decision 0394). A
 * server cursor means nothing to the device's pages: "Next" from a kept first page showed the
 * first page again, and the rest of the register could not be reached offline.
 */
export async function keptForDevice(
  db: HemisDb,
  scope: string,
  entity: string,
  page: StoredPage,
): Promise<StoredPage> {
  const ends = [page.ids[0], page.ids.at(-1)].map((id): [string, string, string] => [
    scope,
    entity,
    String(id),
  ])
  const [first, last] = await db.records.bulkGet(ends)
  return {
    ...page,
    nextCursor: page.nextCursor && last?.sortKey ? encode(last.sortKey) : null,
    prevCursor: page.prevCursor && first?.sortKey ? encode(first.sortKey) : null,
  }
}

/**
 * One page of a register from the device's own rows (offline), in its order: rows `matches` keeps,
 * after (or before) a device cursor. The rows are read from the register's snapshot once and kept
 * until the register is written (`orderedRows`), so a page filters them in memory. Unsynced new
 * records have no place in the order (no server id yet): the screen shows them above the first page.
 */
export async function devicePage(
  db: HemisDb,
  scope: string,
  entity: string,
  options: {
    after?: string
    before?: string
    limit: number
    matches: (row: Json) => boolean
    /** Another order than the register's (a Devanagari search's): the matches sorted by it. */
    order?: (a: Json, b: Json) => number
    /** The order read from its end (`-name`, `oldest`), as the server reads its index backwards. */
    reversed?: boolean
  },
): Promise<StoredPage & { rows: SnapshotRow[] }> {
  const { limit, matches, order, reversed } = options
  const after = options.after?.startsWith(DEVICE_CURSOR) ? decode(options.after) : undefined
  const before = options.before?.startsWith(DEVICE_CURSOR) ? decode(options.before) : undefined
  // One pass tests each kept row once: the matches, in the register's order (or sorted in `order`,
  // the id breaking ties as on the server); the page is cut from them, and they are the total.
  // The list's order: `order` (the id breaking ties, as on the server) or the register's own,
  // read from its end when `reversed` (the id's tie-break too, as the server's descending keyset).
  const compare = (a: SnapshotRow, b: SnapshotRow) => {
    const ahead = order
      ? order(a.data, b.data) || Number(a.id) - Number(b.id)
      : a.sortKey < b.sortKey
        ? -1
        : a.sortKey > b.sortKey
          ? 1
          : 0
    return reversed ? -ahead : ahead
  }
  const matching = (all: SnapshotRow[]) => {
    const found = all.filter((r) => matches(r.data))
    if (order) found.sort((a, b) => order(a.data, b.data) || Number(a.id) - Number(b.id))
    if (reversed) found.reverse()
    return found
  }
  let kept = await orderedRows(db, scope, entity)
  missedField() // from here to the next call, synchronously: this page's reads alone
  let found = matching(kept)
  const missed = missedField()
  if (missed) {
    // A filter read a field the snapshot does not keep: a mistake in the register's declared
    // fields, which must not find nothing. Said in the console, and answered from whole records.
    console.error(`The ${entity} snapshot keeps no "${missed}" (snapshotFields): read whole`)
    kept = await orderedRows(db, scope, entity, true)
    found = matching(kept)
  }
  const position = (key: string, orEqual = false) => {
    if (!order && !reversed) return positionAfter(found, key, orEqual)
    const at = found.findIndex((r) => r.sortKey === key)
    if (at >= 0) return orEqual ? at : at + 1
    // The cursor's row has left the matches (edited out of the filter): its place among them, by
    // the list's order. (Taken as the first place, "Next" showed the first page again.)
    const gone = kept.find((r) => r.sortKey === key)
    if (!gone) return 0
    const after = found.findIndex((r) => compare(r, gone) > 0)
    return after < 0 ? found.length : after
  }
  // Backwards the page ends at the cursor; forwards it starts after it.
  const end = before ? position(before, true) : found.length
  const start = before ? Math.max(0, end - limit) : after ? position(after) : 0
  const rows = found.slice(start, before ? end : start + limit)
  const more = before ? start > 0 : start + limit < found.length
  const total = found.length
  const first = rows[0]?.sortKey
  const last = rows.at(-1)?.sortKey
  return {
    rows,
    ids: rows.map((r) => r.id),
    total,
    nextCursor: last && (before || more) ? encode(last) : null,
    prevCursor: first && (after || (before && more)) ? encode(first) : null,
    fetchedAt: null,
  }
}
