// What a register's search box matches (students, employees), the same on the device (offline pages,
// unsent records) as on the server (`GET /Student?q=`, `GET /Employee?q=`, written in SQL there): in
// Devanagari, the start of any word of the Devanagari name; otherwise the start of the first or last
// name in any letter case, or one of the register's numbers (whole, or by its start). Devanagari
// digits are the digits they are: `८१००१६२२` is the number 81001622, not a Devanagari name.
import { latinDigits } from './digits.ts'

/** Whether a search is of the Devanagari name: it has Devanagari letters (its digits do not count). */
export const isDevanagari = (q: string) => /[\u0900-\u097F]/u.test(latinDigits(q))

/**
 * A search as both sides match it: `registerQuery('८१००१६२२')` → `{ query: '81001622', devanagari:
 * false }`. A search of the Devanagari name is kept as typed (digits and all); any other is read with
 * Latin digits, as the numbers and names it matches are stored.
 */
export function registerQuery(q: string) {
  const typed = q.normalize('NFC')
  const devanagari = isDevanagari(typed)
  return { query: devanagari ? typed : latinDigits(typed), devanagari }
}

/** A register's numbers the search also matches, in any letter case. */
export type RegisterSearchFields = {
  /** Matched whole (a student's registration, roll and symbol numbers). */
  exact?: readonly string[]
  /** Matched by their start (an employee's code). */
  prefix?: readonly string[]
}

/** The student register's numbers: registration, roll and symbol numbers, each whole. */
export const studentSearchFields = {
  exact: ['registrationNo', 'rollNo', 'symbolNo'],
} satisfies RegisterSearchFields
/** The employee register's number: the start of the employee code. */
export const employeeSearchFields = { prefix: ['employeeCode'] } satisfies RegisterSearchFields

const text = (value: unknown) => (typeof value === 'string' ? value : '')

// Made at the first Devanagari search, not when a register's code loads: a collator's first
// making loads ICU's Nepali data, 10–12 ms in Chromium (decision 0343).
let nepali: Intl.Collator | undefined
/**
 * The order of a Devanagari search's matches (decision 0329): the Devanagari name in Nepali
 * collation, as the server's `nepali` ICU collation orders them.
 */
export const byNepaliName = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  (nepali ??= new Intl.Collator('ne')).compare(text(a.nameNe), text(b.nameNe))

/** The `newest` sort of a register, as the server's (the id, descending), for the device's pages. */
export const newestFirst = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Number(b.id) - Number(a.id)

/**
 * `matchesRegisterSearch(row, 'shar', studentSearchFields)`: true when the row is one the register's
 * `q` finds (an empty `q` finds every row).
 */
export function matchesRegisterSearch(
  row: Record<string, unknown>,
  q: string,
  { exact = [], prefix = [] }: RegisterSearchFields,
): boolean {
  const { query, devanagari, lower } = prepared(q)
  if (!query) return true
  if (devanagari) {
    // As the server's `like 'q%' or like '% q%'`: a query of two words ("सीता कुमारी") matches
    // where the name has them in a row, from the start of a word.
    const name = text(row.nameNe).normalize('NFC')
    return name.startsWith(query) || name.includes(` ${query}`)
  }
  // Tested against each of 20,000 kept rows on a key: no array or function is made a row.
  if (startsLower(row.firstName, lower) || startsLower(row.lastName, lower)) return true
  for (const key of prefix) if (startsLower(row[key], lower)) return true
  for (const key of exact) if (isLower(row[key], lower)) return true
  return false
}

const startsLower = (value: unknown, lower: string) =>
  typeof value === 'string' && value.toLowerCase().startsWith(lower)
// Lower case never shortens a string, so one longer than `lower` cannot be it: not lowered at all.
const isLower = (value: unknown, lower: string) =>
  typeof value === 'string' && value.length <= lower.length && value.toLowerCase() === lower

// A search is matched against every row a device keeps (20,000 students offline): the words are
// made ready once, not once a row.
let last = { q: '', query: '', devanagari: false, lower: '' }
function prepared(q: string) {
  if (last.q !== q) {
    const { query, devanagari } = registerQuery(q.trim())
    last = { q, query, devanagari, lower: query.toLowerCase() }
  }
  return last
}

/** The employee register's search on the device: `matchesEmployeeSearch(row, 'TU-0')`. */
export const matchesEmployeeSearch = (row: Record<string, unknown>, q: string) =>
  matchesRegisterSearch(row, q, employeeSearchFields)
