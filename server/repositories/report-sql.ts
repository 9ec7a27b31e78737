// SQL pieces every report's aggregation shares (the dashboard's, the staff summaries'): a `where`
// of the conditions that apply, an equality filter that absent values drop, and the rows of a query.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'

/** `where` from the conditions that apply; `undefined` ones (absent filters) drop out. */
export function where(...conditions: (SQL | undefined | false)[]) {
  const present = conditions.filter((c): c is SQL => !!c)
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``
}

/** A filter condition; absent, empty and 0 (the legacy client's "all") filter nothing. */
export const eq = (column: string, value: unknown) =>
  given(value) ? sql`${sql.raw(column)} = ${value}` : undefined

export const given = (value: unknown) =>
  !(value === undefined || value === null || value === 0 || value === '')

export async function rows<T>(db: Db, query: SQL) {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}
