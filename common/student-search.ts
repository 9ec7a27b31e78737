// What the student register's search box matches, the same on the device as on the server
// (`common/register-search.ts` has the rule both registers share): a name by the start of its words
// (one word: of the first or last name; several: in order, first name or surname first; in
// Devanagari, words of the Devanagari name), or a registration, roll or symbol number exactly.
import { matchesRegisterSearch, studentSearchFields } from './register-search.ts'

export const matchesStudentSearch = (row: Record<string, unknown>, q: string): boolean =>
  matchesRegisterSearch(row, q, studentSearchFields)
