// SQL pieces shared by the dashboard's operations: the caller's scope and the legacy filters.
import { sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'

/**
 * Rows a caller may count: every campus for the commission, a university's campuses, one campus.
 * Queries alias students `s` and campuses `c`.
 */
export function scopeOf(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return sql`c.university_id = ${caller.universityId ?? -1}`
  return sql`s.campus_id = ${caller.campusId ?? -1}`
}

/** `where` from the conditions that apply; `undefined` ones (absent filters) drop out. */
export function where(...conditions: (SQL | undefined | false)[]) {
  const present = conditions.filter((c): c is SQL => !!c)
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``
}

/** A filter condition; absent, empty and 0 (the legacy client's "all") filter nothing. */
export const eq = (column: string, value: unknown) =>
  given(value) ? sql`${sql.raw(column)} = ${value}` : undefined

const given = (value: unknown) =>
  !(value === undefined || value === null || value === 0 || value === '')

/**
 * Joins only what a filter or the scope reads: over hundreds of thousands of students an unused join
 * to campuses or programs costs as much as the count itself (bench/dashboard.ts measured it).
 */
export const joinCampuses = (caller: Caller, ...filters: unknown[]) =>
  caller.role === 'UniAdmin' || filters.some(given)
    ? sql`join campuses c on c.id = s.campus_id`
    : sql``
export const joinPrograms = (...filters: unknown[]) =>
  filters.some(given) ? sql`join programs p on p.id = s.program_id` : sql``

export async function rows<T>(db: Db, query: SQL) {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}
