// Where an export reads the rows a list shows, a page at a time, so no list is ever copied whole
// into the page's memory: a register from the server by cursor (the list's own query), or offline
// from the device's copy (a class by its index, else in the order index); a setup list from the
// rows the screen filtered.
import Dexie from 'dexie'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import { deviceOrder } from '../../offline/device-order'
import type { CachedRecord, HemisDb, Json } from '../../offline/db'
import { groupRows } from '../../offline/group-rows'
import { busyKeys } from '../../offline/reference-cache'
import { isLocalKey } from '../../offline/scope'
import type { PageQuery, ServerRow, SyncPort } from '../../offline/sync-port'

/**
 * A page of rows, and how many the whole export has: null when not known (a search the server
 * counted up to its cap, decision 0426).
 */
export type RowBatch<Row extends Json = Json> = { rows: Row[]; total: number | null }

/**
 * Whether a list is longer than `most` rows, as soon as that is known: at its first batch when it
 * is counted, else once `done` and this batch's rows are past it; then the count to name ("6,000",
 * or "more than 5,000").
 */
export function beyond(batch: RowBatch, done: number, most: number): string | null {
  if ((batch.total ?? done + batch.rows.length) <= most) return null
  return batch.total === null
    ? t('export.moreThan', { n: formatNumber(most) })
    : formatNumber(batch.total)
}

/** The total an export's progress names once `done` are read: null while not known. */
export const progressTotal = (batch: RowBatch, done: number) =>
  batch.total === null ? null : Math.max(done, batch.total)

/** Rows a request asks for: the contract's largest page. */
export const SERVER_PAGE = 100
const DEVICE_PAGE = 500
const MEMORY_PAGE = 500

/** Every page of a register's query from the server (its filters, search and sort), by cursor. */
export async function* serverRows(
  port: Pick<SyncPort, 'entity' | 'page'>,
  query: PageQuery,
): AsyncGenerator<RowBatch<ServerRow>> {
  if (!port.page) throw new Error(`${port.entity} is not paged on the server`)
  const rest = Object.fromEntries(
    Object.entries(query).filter(([key]) => !['after', 'before', 'limit'].includes(key)),
  )
  let after: string | undefined
  do {
    const answer = await port.page({ ...rest, limit: SERVER_PAGE, ...(after ? { after } : {}) })
    yield { rows: answer.items, total: answer.totalCapped ? null : answer.total }
    after = answer.nextCursor ?? undefined
  } while (after)
}

/**
 * Every row of a register kept on this device that `matches` keeps, in the offline list's order
 * for `query` (its sort, and a Devanagari search's collation: `deviceOrder`): a group that `query`
 * names (a class) through its index (`groupRows`), a Devanagari search's matches sorted, anything
 * else by walking the order index (or the id index, by the time added) a page at a time, either
 * way. Not the rows the offline list keeps in memory (`orderedRows`): a live query over these rows
 * (a class's screens) follows the register's changes only through the reads IndexedDB sees it make.
 */
export async function* deviceRows(
  db: HemisDb,
  scope: string,
  entity: string,
  matches: (row: Json) => boolean,
  query: PageQuery = {},
): AsyncGenerator<RowBatch> {
  const { by, order, reversed } = deviceOrder(query)
  const grouped = await groupRows(db, scope, entity, query, matches)
  if (grouped || (order && by === 'name')) {
    const rows = grouped ?? (await gathered(walk(db, scope, entity, matches, by, false)))
    if (order) rows.sort((a, b) => order(a, b) || Number(a.id) - Number(b.id))
    if (reversed) rows.reverse()
    for (let first = 0; first < rows.length; first += DEVICE_PAGE)
      yield { rows: rows.slice(first, first + DEVICE_PAGE), total: rows.length }
    return
  }
  // Newest first is the id index read from its end; `oldest` and `-name` read theirs the other way.
  yield* walk(db, scope, entity, matches, by, by === 'newest' ? !reversed : reversed)
}

/** The index each order of a register is walked in, after scope and entity, and its key. */
const walks = {
  name: { index: '[scope+entity+sortKey]', keyOf: (r: CachedRecord) => r.sortKey! },
  newest: { index: '[scope+entity+id]', keyOf: (r: CachedRecord) => r.id! },
}

/**
 * The rows of a register with a place in the server's order (a `sortKey`) that `matches` keeps,
 * walked in the order `by` names from either end, `DEVICE_PAGE` a read, each past the last key read.
 */
async function* walk(
  db: HemisDb,
  scope: string,
  entity: string,
  matches: (row: Json) => boolean,
  by: keyof typeof walks,
  backwards: boolean,
): AsyncGenerator<RowBatch> {
  const { index, keyOf } = walks[by]
  const kept = (r: CachedRecord) => r.sortKey !== undefined && matches(r.data)
  const total = await db.records
    .where('[scope+entity]')
    .equals([scope, entity])
    .filter(kept)
    .count()
  let last: string | number | null = null
  for (;;) {
    // The key last read is left out: the next read starts past it, either way.
    const from = last === null || backwards ? Dexie.minKey : last
    const to = last === null || !backwards ? Dexie.maxKey : last
    const range = db.records
      .where(index)
      .between([scope, entity, from], [scope, entity, to], from !== last, to !== last)
    const found = await (backwards ? range.reverse() : range)
      .filter(kept)
      .limit(DEVICE_PAGE)
      .toArray()
    if (found.length) yield { rows: found.map((r) => r.data), total }
    if (found.length < DEVICE_PAGE) return
    last = keyOf(found.at(-1)!)
  }
}

/** Every row of an export's pages, in one array (a Devanagari search's matches, to sort). */
async function gathered(pages: AsyncIterable<RowBatch>) {
  const rows: Json[] = []
  for await (const page of pages) rows.push(...page.rows)
  return rows
}

/** Rows the screen already holds (a setup list, filtered and sorted), a page at a time. */
export async function* memoryRows(rows: readonly { data: Json }[]): AsyncGenerator<RowBatch> {
  for (let first = 0; first < rows.length; first += MEMORY_PAGE)
    yield { rows: rows.slice(first, first + MEMORY_PAGE).map((r) => r.data), total: rows.length }
}

/**
 * A register's pages as the list shows them: records with unsent edits as edited on this device,
 * and new records not yet accepted by the server (that match) first, as they lead page one.
 */
export async function* withDeviceEdits(
  db: HemisDb,
  scope: string,
  entity: string,
  matches: (row: Json) => boolean,
  pages: AsyncIterable<RowBatch>,
): AsyncGenerator<RowBatch> {
  const busy = await busyKeys(db, scope, entity)
  const kept = async (keys: string[]) => {
    const found = keys.length ? await db.records.bulkGet(keys.map((k) => [scope, entity, k])) : []
    return new Map(found.flatMap((r) => (r ? [[r.key, r.data] as const] : [])))
  }
  const unsent = [...(await kept([...busy].filter(isLocalKey))).values()].filter(matches)
  let first = true
  for await (const page of pages) {
    const edited = await kept(page.rows.map((r) => String(r.id)).filter((key) => busy.has(key)))
    const rows = page.rows.map((r) => edited.get(String(r.id)) ?? r)
    const total = page.total === null ? null : page.total + unsent.length
    yield { rows: first ? [...unsent, ...rows] : rows, total }
    first = false
  }
  if (first && unsent.length) yield { rows: unsent, total: unsent.length }
}

/**
 * What an export reads: a register's query (from the server, or offline the device's copy), or
 * rows the screen holds. The page hands over its port and database, so this code (loaded on
 * demand) reaches neither the sync runtime nor React.
 */
export type ExportSource =
  | {
      port: Pick<SyncPort, 'entity' | 'page'>
      db: HemisDb
      scope: string
      query: PageQuery
      matches: (row: Json) => boolean
      offline: boolean
    }
  | { rows: readonly { data: Json }[] }
  /** A server list that is neither cached nor edited on the device (the audit trail): its pages. */
  | { read: () => AsyncIterable<RowBatch> }

/** The rows an export reads from its source, a page at a time, with the device's unsent edits. */
export function rowsOf(source: ExportSource): AsyncIterable<RowBatch> {
  if ('rows' in source) return memoryRows(source.rows)
  if ('read' in source) return source.read()
  const { port, db, scope, query, matches, offline } = source
  const pages = offline
    ? deviceRows(db, scope, port.entity, matches, query)
    : serverRows(port, query)
  return withDeviceEdits(db, scope, port.entity, matches, pages)
}
