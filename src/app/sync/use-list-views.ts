import { useEffect, useState } from 'react'
import type { EntityName } from '../../api/entities/registry'
import type { EntityView } from '../../components/entity-view/entity-view'

type Views = ReadonlyMap<EntityName, EntityView>

/**
 * Every list's view (its form, columns and words), loaded on demand: more than the signed-in frame
 * or the sync screen's first visit should fetch, and growing with every list (the /sync budget).
 */
export const loadListViews = () => import('../list-views').then((m) => m.listViews)

let loaded: Views | undefined

/** The views once loaded (undefined until then): the conflict cards name their lists with them. */
export function useListViews(): Views | undefined {
  const [views, setViews] = useState(loaded)
  useEffect(() => {
    if (views) return
    void loadListViews().then((v) => {
      loaded = v
      setViews(v)
    })
  }, [views])
  return views
}
