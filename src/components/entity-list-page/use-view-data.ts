import { useMemo } from 'react'
import type { CachedRecord } from '../../offline/db'
import { useCachedLists, useOutboxMarks } from '../../offline/use-cached-list'
import { optionEntities } from '../entity-form/option-list'
import type { EntityView, Lookup } from '../entity-view/entity-view'

const byId = (a: CachedRecord, b: CachedRecord) =>
  (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER)

/** The rows of a view (filtered and sorted), the lists its selects read, and a lookup by id. */
export function useViewData(view: EntityView, filters: Record<string, string | undefined>) {
  const sources = [
    ...view.fields.map((f) => f.options),
    ...(view.filters ?? []).map((f) => f.options),
  ]
  const lists = useCachedLists([view.entity, ...optionEntities(sources)])
  const marks = useOutboxMarks(view.entity)
  const all = lists.get(view.entity)
  const lookup: Lookup = useMemo(() => {
    const index = new Map<string, CachedRecord['data']>()
    for (const [entity, rows] of lists)
      for (const r of rows) if (r.id !== null) index.set(`${entity}:${r.id}`, r.data)
    return (entity, id) => index.get(`${entity}:${String(id)}`)
  }, [lists])
  const rows = useMemo(() => {
    const active = (view.filters ?? []).filter((f) => filters[f.name])
    const kept = (all ?? []).filter((r) => active.every((f) => f.match(r.data, filters[f.name]!)))
    const sort = view.sortBy
    return sort ? kept.sort((a, b) => sort(a.data, b.data) || byId(a, b)) : kept.sort(byId)
  }, [all, filters, view])
  return { rows, lists, marks, lookup, loading: all === undefined && lists.size === 0 }
}
