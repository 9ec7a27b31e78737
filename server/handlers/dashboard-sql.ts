// SQL pieces shared by the dashboard's operations: the caller's scope and the legacy filters.
import { sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import { given } from '../repositories/report-sql.ts'

/**
 * Rows a caller may count: every campus for the commission, a university's campuses, one campus.
 * Queries alias students `s` and campuses `c`.
 */
export function scopeOf(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return sql`c.university_id = ${caller.universityId ?? -1}`
  return sql`s.campus_id = ${caller.campusId ?? -1}`
}

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
