import type { RoleLevel } from '../../lib/session/role'
import type { DashboardSearch, FilterName } from './dashboard-search'

/** Which filters a role may use: a university is its own scope, a campus is its own campus. */
export function filtersFor(level: RoleLevel): readonly FilterName[] {
  if (level === 'commission')
    return ['fiscalYear', 'university', 'campusType', 'faculty', 'level', 'program', 'campus']
  if (level === 'university')
    return ['fiscalYear', 'campusType', 'faculty', 'level', 'program', 'campus']
  if (level === 'college') return ['fiscalYear', 'faculty', 'level', 'program']
  return []
}

/** The search without the filters the role may not use (a shared link may carry them). */
export function allowedSearch(search: DashboardSearch, level: RoleLevel): DashboardSearch {
  const allowed = filtersFor(level)
  return Object.fromEntries(
    Object.entries(search).filter(([name]) => (allowed as readonly string[]).includes(name)),
  )
}

/**
 * Each call's query parameters, in the legacy API's names, from the filters. Absent filters stay
 * absent (the API reads absent and 0 as "all").
 */
export function reportParams(search: DashboardSearch) {
  const { fiscalYear, university, campusType, faculty, level, program, campus } = search
  return {
    ages: {
      university,
      campustype: campusType,
      fiscalyearid: fiscalYear,
      facultyid: faculty,
      levelid: level,
      programid: program,
    },
    graduation: { campustype: campusType, fiscalyearid: fiscalYear, universityId: university },
    dropout: { campusId: campus, fiscalyearid: fiscalYear, uniId: university, LevelId: level },
    graduationSeries: { campusId: campus },
    summary: { fiscalyearid: fiscalYear, universityId: university, campustype: campusType },
  }
}
