// A register's sorts (the contract's `RegisterSort`), the same on the server (a keyset read one way
// or the other) and on the device (its copy's order, or that order reversed).
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
