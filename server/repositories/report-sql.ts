// SQL pieces every report's aggregation shares (the dashboard's, the staff summaries', the pass
// rate's): a `where` of the conditions that apply, an equality filter that absent values drop, the
// rows of a query, the caller's scope and a person's UGC category.
import { sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import { categoryOfGroupName } from '../../common/ugc-categories.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import type { Tx } from '../db/transaction.ts'

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

export async function rows<T>(db: Db | Tx, query: SQL) {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

export type ScopeFilters = { universityId?: number; campusId?: number }

/**
 * The rows of a table (`alias`: employees, students, exams …, each carrying its campus and
 * university) the caller may count, narrowed by the filters: a filter outside the scope counts
 * nothing, never another institution's rows.
 */
export function reportScope(alias: string, caller: Caller, filters: ScopeFilters) {
  const own = isCommission(caller.role)
    ? undefined
    : caller.role === 'UniAdmin'
      ? sql`${sql.raw(alias)}.university_id = ${caller.universityId ?? -1}`
      : sql`${sql.raw(alias)}.campus_id = ${caller.campusId ?? -1}`
  return [
    own,
    eq(`${alias}.university_id`, filters.universityId),
    eq(`${alias}.campus_id`, filters.campusId),
  ]
}

/** The category of an ethnic group's name as SQL (`g` the group), from common/ugc-categories.ts. */
export const categorySql = (name: SQL) =>
  sql`case when ${name} is null then 'not-recorded' else case lower(trim(${name})) ${sql.join(
    Object.entries(categoryOfGroupName).map(
      ([group, category]) => sql`when ${group} then ${category}`,
    ),
    sql` `,
  )} else 'other' end end`
