import type { ReactNode } from 'react'
import { listsOf } from '../../components/entity-form/option-list'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { EntityView } from '../../components/entity-view/entity-view'
import { shownValue } from '../../components/register/record-details'
import { text } from '../../lib/format/cell-text'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'

/** A field's value as the record's page shows it: `show(view, name, row)`. */
export type ShowValue = (view: EntityView | undefined, name: string, row: Json) => ReactNode

/**
 * Values on the sync screen as the record's page shows them (a program by its name, a gender in
 * words, a date in Bikram Sambat), so Mine and Theirs can be judged. The option lists of every
 * parked record's view are read once for the screen, not once a card. A list without a registered
 * view (an area removed since the edit) shows its plain values.
 */
export function useShownValue(views: readonly (EntityView | undefined)[]): ShowValue {
  const names = [...new Set(views.flatMap((view) => (view ? listsOf(view) : [])))].sort()
  const lists = useCachedLists(names)
  const lookup = useLookup(lists)
  return (view, name, row) => {
    const field = view?.fields.find((f) => f.name === name)
    return field ? shownValue(field, row, lookup, lists) : text(row[name])
  }
}
