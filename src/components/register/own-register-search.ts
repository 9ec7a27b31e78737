// Which of the URL's search a register screen reads. Apart from register-search.ts, whose
// validators every register route runs (they sit in the entry /login loads), as only the screens
// call it.
import type { EntityView } from '../entity-view/entity-view'
import type { RegisterSearch } from './register-search'

/** The part of the URL a register reads: its declared filters, q, sort, and cursor with its page's number. */
export function ownRegisterSearch(
  view: Pick<EntityView, 'filters'>,
  search: RegisterSearch,
): RegisterSearch {
  const names = new Set([
    'q',
    'sort',
    'after',
    'before',
    'limit',
    'page',
    ...(view.filters ?? []).map((f) => f.name),
  ])
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => names.has(key) && value !== undefined),
  )
}
