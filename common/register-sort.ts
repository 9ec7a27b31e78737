// A register's sorts (the contract's `RegisterSort`), the same on the server (a keyset read one way
// or the other) and on the device (its copy's order, or that order reversed).
import { byNepaliName, isDevanagari, newestFirst } from './register-search.ts'
import type { components } from './schema.gen.ts'

export type RegisterSort = components['parameters']['RegisterSort']

/** Every sort, the default first: what a URL's `?sort=` may name. */
export const REGISTER_SORTS = [
  'name',
  '-name',
  'newest',
  'oldest',
] as const satisfies RegisterSort[]

/** The sort a URL, a select or a query names; any other value is the default, by name. */
export const sortOf = (value: unknown): RegisterSort =>
  REGISTER_SORTS.find((s) => s === value) ?? 'name'

/**
 * The order a sort reads and whether from its end: `-name` is the name order read backwards, and
 * `oldest` the newest order's (each order has one index, which reads either way).
 * `sortOrder('-name')` → `{ by: 'name', reversed: true }`.
 */
export const sortOrder = (sort: RegisterSort = 'name') =>
  ({
    by: sort === 'name' || sort === '-name' ? 'name' : 'newest',
    reversed: sort === '-name' || sort === 'oldest',
  }) as const

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
