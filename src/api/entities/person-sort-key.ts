import { text } from '../../lib/format/cell-text'
import type { Json } from '../../offline/db'

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '')

/**
 * A person's place in a register's order on this device (students, staff), as the server sorts by
 * name: last name, first name, then id (zero-padded so it sorts as text).
 */
export const personSortKey = (row: Json): string =>
  `${lower(row.lastName)}\u0001${lower(row.firstName)}\u0001${text(row.id).padStart(10, '0')}`
