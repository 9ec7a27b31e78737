// The search of a paper's screens, in its own module: a route's `validateSearch` is part of the
// first bundle (the route tree), so it must not import the screens and what they import.
import { positive } from '../../lib/navigation/search-values'

/** The `?subject=<id>` of a paper's screens (marks-entry, marks-list): a positive id, or none. */
export function paperSearch(raw: Record<string, unknown>): { subject?: number } {
  const subject = positive(raw.subject)
  return subject ? { subject } : {}
}
