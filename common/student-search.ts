// What the student register's search box matches, the same on the device as on the server
// (`common/register-search.ts` has the rule both registers share): a name by the start of its words
// (one word: of the first or last name; several: in order, first name or surname first; in
// Devanagari, words of the Devanagari name), or a registration, roll or symbol number exactly.
import { matchesRegisterSearch, studentSearchFields } from './register-search.ts'

export const matchesStudentSearch = (row: Record<string, unknown>, q: string): boolean =>
  matchesRegisterSearch(row, q, studentSearchFields)

/**
 * A student is in term `value` (semester or year, by `key`): recorded so, or, with no term recorded
 * at all, the first (as promotion counts it). The server's filter is the same rule in SQL.
 */
export function inTerm(row: Record<string, unknown>, key: 'semester' | 'year', value: string) {
  const other = key === 'semester' ? 'year' : 'semester'
  const recorded = row[key]
  if (typeof recorded === 'number' || typeof recorded === 'string')
    return String(recorded) === value
  if (recorded != null) return false
  return value === '1' && row[other] == null
}
