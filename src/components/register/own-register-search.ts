// Which of the URL's search a register screen reads. Apart from register-search.ts, whose
// validators every register route runs (they sit in the entry /login loads), as only the screens
// call it.
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import { chosenFilters, type EntityView } from '../entity-view/entity-view'
import type { RegisterSearch } from './register-search'

/**
 * The part of the URL a register reads: its declared filters (a fixed-word filter's known words
 * only), q, sort, and cursor with its page's number.
 */
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
  // A filter of fixed words takes one of them: another (a hand-edited or old link's
  // `enrolmentStatus=dropout`) was sent, refused 400 and shown as an empty list.
  const words = new Map(
    (view.filters ?? []).flatMap((f) =>
      'fixed' in f.options ? [[f.name, new Set(f.options.fixed.map((o) => o.value))] as const] : [],
    ),
  )
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        names.has(key) && value !== undefined && (words.get(key)?.has(String(value)) ?? true),
    ),
  )
}

/**
 * The search a register page reads (`chosen`): only the filters it offers this role apply. A pair
 * of another (an old link's, a filter shown to other roles) would narrow the list unseen, so the
 * page takes it out of the URL when `stray` says there is one.
 */
export function useOwnRegisterSearch(
  view: Pick<EntityView, 'filters'>,
  fixed: Record<string, unknown>,
  asked: RegisterSearch,
) {
  const { user } = useSession()
  const filters = chosenFilters(view, fixed, user ? roleOf(user) : null)
  const chosen = ownRegisterSearch({ filters }, asked)
  return { chosen, stray: Object.keys(asked).length > Object.keys(chosen).length }
}
