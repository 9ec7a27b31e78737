// The search of the attendance screen, in its own module (a route's `validateSearch` is part of the
// first bundle): the class as the identity card screens name it, the section and the day.
import { isoDate, positive } from '../../../lib/navigation/search-values'
import { cardSearch, type CardSearch } from '../cards/card-search'

/** `?programId=12&batchId=3&term=2&sectionId=4&date=2026-03-02`: a class's day (the date in AD). */
export type AttendanceSearch = CardSearch & { sectionId?: number; date?: string }

export function attendanceSearch(raw: Record<string, unknown>): AttendanceSearch {
  const sectionId = positive(raw.sectionId)
  const date = isoDate(raw.date)
  return { ...cardSearch(raw), ...(sectionId ? { sectionId } : {}), ...(date ? { date } : {}) }
}
