import { sortOf, type RegisterSort } from '../../../common/register-sort'
import { validateListSearch, type ListSearch } from '../entity-list-page/list-search'

/** A register's URL: its filters, the search text, the sort and the cursor of the page shown. */
export type RegisterSearch = ListSearch & {
  q?: string
  /** Absent: by name from A, the default. */
  sort?: Exclude<RegisterSort, 'name'>
  after?: string
  before?: string
  /** Rows a page (25 when absent). */
  limit?: number
  /**
   * The number of the page a cursor leads to, counted as pages are turned (the server's cursors
   * do not know it): the pager's "26–50 of 1,344". Absent on the first page, and on a link that
   * names a cursor without it (its rows are then counted from nowhere: "1,344 in all").
   */
  page?: number
}

/** Writes a register's search to its route's URL; `replace` for no new history entry. */
export type OnRegisterSearch = (next: RegisterSearch, replace?: boolean) => void

/** The page sizes a register offers (the server gives at most 100 a request). */
export const REGISTER_PAGE_SIZES = [25, 50, 100] as const

const cursor = /^[A-Za-z0-9_.-]{1,400}$/

/**
 * The search of a register's route (view-free, like `validateListSearch`): filter-shaped pairs,
 * plus `q` (free text, trimmed, at most 60 characters), `sort`, one cursor with the number of its
 * page, and `limit` (50 or 100).
 * A filter's value is kept a string, however the URL wrote it (`?year=3` or an old `?year=%223%22`).
 */
export function validateRegisterSearch(raw: Record<string, unknown>): RegisterSearch {
  // A register pages by cursor: the list routes' page numbers do not apply.
  const search: RegisterSearch = validateListSearch(raw)
  delete search.page
  delete search.pageSize
  delete search.q
  delete search.sort
  delete search.after
  delete search.before
  delete search.limit
  const limit = Number(raw.limit)
  if (limit !== 25 && (REGISTER_PAGE_SIZES as readonly number[]).includes(limit))
    search.limit = limit
  // A search of digits comes back from the URL a number (`?q=123`), of `true` a boolean.
  const typed = ['string', 'number', 'boolean'].includes(typeof raw.q)
  const q = typed ? String(raw.q).trim().slice(0, 60) : ''
  if (q) search.q = q
  const sort = sortNamed(raw.sort)
  if (sort) search.sort = sort
  if (typeof raw.after === 'string' && cursor.test(raw.after)) search.after = raw.after
  else if (typeof raw.before === 'string' && cursor.test(raw.before)) search.before = raw.before
  const page = Number(raw.page)
  if ((search.after || search.before) && Number.isSafeInteger(page) && page >= 1) search.page = page
  return search
}

/** The sort a URL or a select names, as the search keeps it: absent for the default, by name. */
export function sortNamed(value: unknown): RegisterSearch['sort'] {
  const sort = sortOf(value)
  return sort === 'name' ? undefined : sort
}

/**
 * A detail page's `?<name>=<key>`: a server id, or `local-<uuid>` for a record entered on this
 * device and not synced yet. A server id is kept a number, as the router reads `?student=42`
 * (and an old link's `?student=%2242%22`, a string, becomes one).
 * Example: `validateRecordKey(raw, 'student')` → `{ student: 42 }`; `recordKeyText` → `'42'`.
 */
export function validateRecordKey<N extends string>(
  raw: Record<string, unknown>,
  name: N,
): Partial<Record<N, number | string>> {
  const value = raw[name]
  if (typeof value === 'string' && /^local-[0-9a-f-]{36}$/.test(value))
    return { [name]: value } as Partial<Record<N, string>>
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0)
    return { [name]: id } as Partial<Record<N, number>>
  return {}
}

/** A detail page's record key as the screens take it ('' when none is named). */
export const recordKeyText = (key: number | string | undefined) =>
  key === undefined ? '' : String(key)
