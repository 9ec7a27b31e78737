import { validateListSearch, type ListSearch } from '../entity-list-page/list-search'

/** A register's URL: its filters, the search text, the sort and the cursor of the page shown. */
export type RegisterSearch = ListSearch & {
  q?: string
  sort?: 'name' | 'newest'
  after?: string
  before?: string
  /** Rows a page (25 when absent). */
  limit?: number
}

/** The page sizes a register offers (the server gives at most 100 a request). */
export const REGISTER_PAGE_SIZES = [25, 50, 100] as const

const cursor = /^[A-Za-z0-9_.-]{1,400}$/

/**
 * The search of a register's route (view-free, like `validateListSearch`): filter-shaped pairs,
 * plus `q` (free text, trimmed, at most 60 characters), `sort`, one cursor, and `limit` (50 or 100).
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
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 60) : ''
  if (q) search.q = q
  if (raw.sort === 'newest') search.sort = 'newest'
  if (typeof raw.after === 'string' && cursor.test(raw.after)) search.after = raw.after
  else if (typeof raw.before === 'string' && cursor.test(raw.before)) search.before = raw.before
  return search
}

/**
 * A detail page's `?<name>=<key>`: a server id, or `local-<uuid>` for a record entered on this
 * device and not synced yet. Example: `validateRecordKey(raw, 'student')` → `{ student: '42' }`.
 */
export function validateRecordKey<N extends string>(
  raw: Record<string, unknown>,
  name: N,
): Partial<Record<N, string>> {
  const value = raw[name]
  if (typeof value === 'string' && /^(\d{1,10}|local-[0-9a-f-]{36})$/.test(value))
    return { [name]: value } as Partial<Record<N, string>>
  if (typeof value === 'number') return { [name]: String(value) } as Partial<Record<N, string>>
  return {}
}
