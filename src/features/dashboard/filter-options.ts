import type { components } from '../../../common/schema.gen'
import { t, type DashboardKey } from '../../lib/i18n/dashboard'
import type { DashboardSearch } from './dashboard-search'
import { campusTypes } from './dashboard-search'
import { adRange } from './fiscal-year-label'

type S = components['schemas']
export type OptionLists = {
  fiscalYears: S['FiscalYear'][]
  universities: S['University'][]
  faculties: S['Faculty'][]
  levels: S['Level'][]
  programs: S['Program'][]
  campuses: S['CampusOption'][]
}
export type Option = { value: string; label: string; description?: string }

/** Rows of the chosen university, and the shared ones (no university), for the commission's lists. */
const inUniversity = (university: number | undefined) => (r: { universityId: number | null }) =>
  !university || r.universityId === null || r.universityId === university

/**
 * The choices of each filter. Commission lists span universities, so a name is followed by its
 * university's short name, and a chosen university narrows the others.
 */
export function filterOptions(lists: OptionLists, search: DashboardSearch) {
  const uni = new Map(lists.universities.map((u) => [u.id, u.shortName]))
  const named = (name: string, universityId: number | null) =>
    universityId && uni.size > 1 && !search.university
      ? `${name} (${uni.get(universityId) ?? universityId})`
      : name
  const mine = inUniversity(search.university)
  return {
    fiscalYear: lists.fiscalYears.map((fy): Option => ({
      value: String(fy.id),
      label: fy.name,
      description: adRange(fy),
    })),
    university: lists.universities.map((u): Option => ({ value: String(u.id), label: u.name })),
    campusType: campusTypes.map((c): Option => ({
      value: c,
      label: t(`campusType.${c}` as DashboardKey),
    })),
    faculty: lists.faculties
      .filter(mine)
      .map((f): Option => ({ value: String(f.id), label: named(f.facultyName, f.universityId) })),
    level: lists.levels
      .filter(mine)
      .map((l): Option => ({ value: String(l.id), label: named(l.levelName, l.universityId) })),
    program: lists.programs
      .filter(mine)
      .filter((p) => !search.faculty || p.facultyId === search.faculty)
      .filter((p) => !search.level || p.levelId === search.level)
      .map((p): Option => ({ value: String(p.id), label: named(p.programName, p.universityId) })),
    campus: lists.campuses
      .filter((c) => !search.university || c.universityId === search.university)
      .filter((c) => !search.campusType || c.campusType === search.campusType)
      .map((c): Option => ({ value: String(c.id), label: c.campusName })),
  }
}
