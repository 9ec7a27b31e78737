import * as v from 'valibot'
import type { EntityView } from '../entity-view/entity-view'

/** Rows per page of every list table (spec §9: 25, 50, 75; default 25). */
export const PAGE_SIZES = [25, 50, 75] as const

/** Paging and filters, kept in the URL by the route. */
export type ListSearch = { page?: number; pageSize?: number } & Record<
  string,
  string | number | undefined
>

const whole = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  undefined,
)
// A filter's value in the URL: an id or a code, never free text (bad values are dropped).
const filterValue = v.pipe(v.unknown(), v.transform(String), v.regex(/^[\w-]{1,64}$/))

/**
 * The search of every list route: paging, and filter-shaped pairs (`?programId=3`). The route keeps
 * this small and view-free (it ships in the entry bundle, where /login's budget is counted); which
 * filters a list has is its view's declaration, applied by `ownSearch` on the screen.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = {}
  const page = v.parse(whole, raw.page)
  const pageSize = Number(raw.pageSize)
  if (page) search.page = page
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) search.pageSize = pageSize
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'page' || key === 'pageSize' || !/^[a-zA-Z]{1,40}$/.test(key)) continue
    const parsed = v.safeParse(filterValue, value)
    if (parsed.success) search[key] = parsed.output
  }
  return search
}

/** The part of a URL search a list uses: paging and the filters its view declares, nothing else. */
export function ownSearch(view: Pick<EntityView, 'filters'>, search: ListSearch): ListSearch {
  const names = new Set(['page', 'pageSize', ...(view.filters ?? []).map((f) => f.name)])
  return Object.fromEntries(Object.entries(search).filter(([key]) => names.has(key)))
}
