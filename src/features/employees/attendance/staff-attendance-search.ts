// The search of the staff's attendance screen, in its own module (a route's `validateSearch` is
// part of the first bundle): the campus, department and staff type, and the day.
import { isoDate, positive } from '../../../lib/navigation/search-values'

/** `?campusId=78&departmentId=4&staffType=teaching&date=2026-03-02` (the date in AD). */
export type StaffAttendanceSearch = {
  campusId?: number
  departmentId?: number
  staffType?: 'teaching' | 'non-teaching'
  date?: string
}

export function staffAttendanceSearch(raw: Record<string, unknown>): StaffAttendanceSearch {
  const staffType = raw.staffType === 'teaching' || raw.staffType === 'non-teaching'
  const found: StaffAttendanceSearch = {
    campusId: positive(raw.campusId),
    departmentId: positive(raw.departmentId),
    staffType: staffType ? (raw.staffType as StaffAttendanceSearch['staffType']) : undefined,
    date: isoDate(raw.date),
  }
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined))
}
