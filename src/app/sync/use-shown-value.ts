import type { ReactNode } from 'react'
import { listsOf } from '../../components/entity-form/option-list'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { EntityView } from '../../components/entity-view/entity-view'
import { shownValue } from '../../components/register/record-details'
import { text } from '../../lib/format/cell-text'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'

const NO_LISTS: readonly never[] = []

/**
 * A field's value on the sync screen as the record's page shows it (a program by its name, a
 * gender in words, a date in Bikram Sambat), so Mine and Theirs can be judged: `show(name, row)`.
 * A list without a registered view (an area removed since the edit) shows its plain values.
 */
export function useShownValue(view: EntityView | undefined) {
  const lists = useCachedLists(view ? listsOf(view) : NO_LISTS)
  const lookup = useLookup(lists)
  return (name: string, row: Json): ReactNode => {
    const field = view?.fields.find((f) => f.name === name)
    return field ? shownValue(field, row, lookup, lists) : text(row[name])
  }
}
