import * as v from 'valibot'
import type { components } from '../../../../common/schema.gen'
import type { RoleLevel } from '../../../lib/session/role'
import type { FilterName } from '../dashboard-search'

export type EnrolmentStatus = components['schemas']['EnrolmentStatus']
export const statuses: readonly EnrolmentStatus[] = [
  'active',
  'onLeave',
  'droppedOut',
  'graduated',
  'transferred',
]
export const groupings = ['program', 'level', 'faculty', 'category'] as const
export type Grouping = (typeof groupings)[number]

// A bad value in a shared link drops that one filter instead of the page (as the dashboard's).
const id = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined)

/** The student counts' filters as they live in the URL, so a view can be shared and reloaded. */
export const countSearch = v.object({
  by: v.fallback(v.optional(v.picklist(groupings)), undefined),
  status: v.fallback(v.optional(v.picklist(statuses)), undefined),
  province: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
    undefined,
  ),
  fiscalYear: id,
  university: id,
  faculty: id,
  level: id,
  program: id,
  campus: id,
})
export type CountSearch = v.InferOutput<typeof countSearch>

/** The server filters a role may use: the commission any university and campus, a university its campuses. */
export function countFiltersFor(level: RoleLevel): readonly FilterName[] {
  if (level === 'commission')
    return ['university', 'campus', 'fiscalYear', 'faculty', 'level', 'program']
  if (level === 'university') return ['campus', 'fiscalYear', 'faculty', 'level', 'program']
  if (level === 'college') return ['fiscalYear', 'faculty', 'level', 'program']
  return []
}

/** The query of the count operations from the filters the role may use (others are dropped). */
export function countParams(search: CountSearch, level: RoleLevel) {
  const allowed = countFiltersFor(level)
  const pick = (name: FilterName) =>
    (allowed.includes(name) ? search[name as keyof CountSearch] : undefined) as number | undefined
  return {
    universityId: pick('university'),
    campusId: pick('campus'),
    fiscalYearId: pick('fiscalYear'),
    facultyId: pick('faculty'),
    levelId: pick('level'),
    programId: pick('program'),
  }
}
