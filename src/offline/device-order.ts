// A register list's order on the device, from its query: apart from the sorts themselves, which
// the route's URL checks as the app starts, so that the comparers load with the lists that use them.
import { byNepaliName, isDevanagari, newestFirst } from '../../common/register-search'
import { sortOf, sortOrder } from '../../common/register-sort'

/**
 * A list's order on the device, as the server's for the same query: `order` compares two rows
 * where it is not the register's own (newest first; a search in Devanagari, in Nepali collation),
 * and `reversed` reads it from its end. `deviceOrder({ sort: 'oldest' })` →
 * `{ by: 'newest', order: newestFirst, reversed: true }`.
 */
export function deviceOrder(query: { sort?: unknown; q?: unknown }) {
  const { by, reversed } = sortOrder(sortOf(query.sort))
  const devanagari = typeof query.q === 'string' && isDevanagari(query.q)
  const order = by === 'newest' ? newestFirst : devanagari ? byNepaliName : undefined
  return { by, order, reversed }
}
