import { useMemo } from 'react'
import type { CachedRecord } from '../../offline/db'
import { ports } from '../../offline/sync-runtime'
import { useCachedLists, useOutboxMarks } from '../../offline/use-cached-list'
import { listsOf, listsPending } from '../entity-form/option-list'
import type { EntityView, Lookup } from '../entity-view/entity-view'
import type { ListName } from '../../offline/list-name'

const byId = (a: CachedRecord, b: CachedRecord) =>
  (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER)

/** A lookup by id over cached lists, rebuilt when they change. */
export function useLookup(lists: ReadonlyMap<ListName, CachedRecord[]>): Lookup {
  return useMemo(() => {
    const index = new Map<string, CachedRecord['data']>()
    for (const [entity, rows] of lists)
      for (const r of rows) if (r.id !== null) index.set(`${entity}:${r.id}`, r.data)
    return (entity, id) => index.get(`${entity}:${String(id)}`)
  }, [lists])
}

/**
 * The cached lists a view reads (never the view's own rows), with a lookup; `pending` while one of
 * them is still being read (a first visit), when a name looked up may not be found yet.
 */
export function useOptionLists(view: EntityView) {
  const names = listsOf(view)
  const lists = useCachedLists(names)
  return { lists, lookup: useLookup(lists), pending: listsPending(view, lists) }
}

/** The rows of a view (filtered and sorted), the lists its selects read, and a lookup by id. */
export function useViewData(view: EntityView, filters: Record<string, string | undefined>) {
  // A register paged on the server is never read whole (the conflicts screen's edit dialog).
  const own = ports.get(view.entity)?.list ? [view.entity] : []
  const names = listsOf(view)
  const lists = useCachedLists([...own, ...names])
  const marks = useOutboxMarks(view.entity)
  const all = lists.get(view.entity)
  const lookup = useLookup(lists)
  // Sorted once per read of the list; filtering then keeps that order (filter is stable).
  const sorted = useMemo(() => {
    const copy = [...(all ?? [])]
    return view.sortBy
      ? copy.sort((a, b) => view.sortBy!(a.data, b.data) || byId(a, b))
      : copy.sort(byId)
  }, [all, view])
  const filterKey = JSON.stringify(filters)
  const rows = useMemo(() => {
    const chosen = JSON.parse(filterKey) as Record<string, string | undefined>
    const active = (view.filters ?? []).filter((f) => chosen[f.name])
    if (active.length === 0) return sorted
    return sorted.filter((r) => active.every((f) => f.match(r.data, chosen[f.name]!, lookup)))
  }, [sorted, filterKey, view, lookup])
  const loading = all === undefined && lists.size === 0
  return { rows, lists, marks, lookup, loading, pending: listsPending(view, lists) }
}
