import type { ReactNode } from 'react'
import { listsOf } from '../entity-form/option-list'
import { useLookup } from '../entity-list-page/use-view-data'
import type { EntityView } from '../entity-view/entity-view'
import { shownValue } from './record-details'
import { text } from '../../lib/format/cell-text'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'

/** A field's value as the record's page shows it: `show(view, name, row)`. */
export type ShowValue = (view: EntityView | undefined, name: string, row: Json) => ReactNode

/**
 * Values as the record's page shows them (a program by its name, a gender in words, a date in
 * Bikram Sambat), where a screen shows them out of their record: the sync screen's Mine and
 * Theirs, a record's history and its change requests. The option lists of every view named are
 * read once for the screen, not once a card or an entry. A list without a registered
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
