// What a register's search box matches (students, employees; the outcome lists read their
// student's), the same on the device (offline pages, unsent records) as on the server
// (`GET /Student?q=`, `GET /Employee?q=`, written in SQL in `server/handlers/register.ts`). A search
// is read as words (any run of spaces parts them, and spaces around them do not count):
// - One word: the start of the first or last name in any letter case, or one of the register's
//   numbers (whole, or by its start).
// - Several words: the name as the register shows it (first, middle, last) or surname first (last,
//   first, middle), its words met in order: the search's first word starts that reading (the first
//   name, or the surname), and each next word starts a later word of it, words between skipped.
//   "Sita Sh", "sita sharma", "Sharma Sita" and "sita kumari sharma" all find Sita Kumari Sharma
//   (Kumari a middle name or part of the first name); "Kumari Sharma" does not, as "Kumari" alone
//   does not. The numbers are still matched by the whole search.
// - In Devanagari (one field, the full name): the same, but the first word may start any word of
//   the name, as one word always could, and the name is read on round from there, so that "थापा
//   राम" (surname first) finds राम बहादुर थापा as "राम थापा" does (decision 0408).
// Devanagari digits are the digits they are: `८१००१६२२` is the number 81001622, not a Devanagari
// name.
import { latinDigits } from './digits.ts'

/** Whether a search is of the Devanagari name: it has Devanagari letters (its digits do not count). */
export const isDevanagari = (q: string) => /[\u0900-\u097F]/u.test(latinDigits(q))

/**
 * A search as both sides match it: its words, and the words joined by one space (what a number is
 * compared with). `registerQuery(' Sita  ८१ ')` → `{ query: 'Sita 81', words: ['Sita', '81'],
 * devanagari: false }`. A search of the Devanagari name is kept as typed (digits and all); any
 * other is read with Latin digits, as the numbers and names it matches are stored.
 */
export function registerQuery(q: string) {
  const typed = q.normalize('NFC')
  const devanagari = isDevanagari(typed)
  const words = (devanagari ? typed : latinDigits(typed)).split(/\s+/u).filter(Boolean)
  return { query: words.join(' '), words, devanagari }
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
 * `matchesRegisterSearch(row, 'sita shar', studentSearchFields)`: true when the row is one the
 * register's `q` finds (an empty `q` finds every row).
 */
export function matchesRegisterSearch(
  row: Record<string, unknown>,
  q: string,
  { exact = [], prefix = [] }: RegisterSearchFields,
): boolean {
  const search = prepared(q)
  const { words, lower } = search
  if (!words.length) return true
  if (search.devanagari) {
    // As the server's `' ' || name || ' ' || name like '% w1% w2%…'`: from any word, round the
    // name (a search longer than the name may go round it twice: "राम राम" finds every राम).
    const name = text(row.nameNe).normalize('NFC')
    return onward(name, search, onward(name, search, 0)) === words.length
  }
  // Tested against each of 20,000 kept rows on a key: no array or function is made a row, and a
  // row is read on past its first word's test only when that word starts its first or last name.
  const [word] = words as [string, ...string[]]
  if (words.length === 1) {
    if (startsLower(row.firstName, word) || startsLower(row.lastName, word)) return true
  } else if (
    (startsLower(row.firstName, word) &&
      readsOn(search, row.firstName, row.middleName, row.lastName)) ||
    (startsLower(row.lastName, word) &&
      readsOn(search, row.lastName, row.firstName, row.middleName))
  )
    return true
  for (const key of prefix) if (startsLower(row[key], lower)) return true
  for (const key of exact) if (isLower(row[key], lower)) return true
  return false
}

const startsLower = (value: unknown, lower: string) =>
  typeof value === 'string' && value.toLowerCase().startsWith(lower)
// Lower case never shortens a string, so one longer than `lower` cannot be it: not lowered at all.
const isLower = (value: unknown, lower: string) =>
  typeof value === 'string' && value.length <= lower.length && value.toLowerCase() === lower

/**
 * Whether the search's words are met in order in the name read as `a b c` (each part lowered,
 * parted by one space; a missing part is left out), `a` starting with the first word: the server's
 * `lower(concat_ws(' ', a, b, c)) like 'w1% w2%…'`, without making that string.
 */
function readsOn(search: Prepared, a: unknown, b: unknown, c: unknown) {
  const n = search.words.length
  let at = onward(text(a).toLowerCase(), search, 0)
  if (at < n) at = onward(text(b).toLowerCase(), search, at)
  if (at < n) at = onward(text(c).toLowerCase(), search, at)
  return at === n
}

/**
 * The words from `words[at]` on met in order in `part`, a part of the name entered just after a
 * space: each starts `part` or follows a space in it, after the one before. Answers the index of
 * the first word not met. The first of each word in the text is taken: as LIKE's `%w1% w2%`,
 * nothing is found later that an earlier place would miss.
 */
function onward(part: string, { words, spaced }: Prepared, at: number) {
  let from = 0
  if (at < words.length && part.startsWith(words[at]!)) from = words[at++]!.length
  for (; at < words.length; at++) {
    const found = part.indexOf(spaced[at]!, from)
    if (found < 0) break
    from = found + spaced[at]!.length
  }
  return at
}

type Prepared = {
  q: string
  devanagari: boolean
  /** The whole search lowered: what a number is compared with. */
  lower: string
  /** Its words (lowered, but in Devanagari), and each after a space: `' sharma'`. */
  words: readonly string[]
  spaced: readonly string[]
}
// A search is matched against every row a device keeps (20,000 students offline): the words are
// made ready once, not once a row.
let last: Prepared = { q: '', devanagari: false, lower: '', words: [], spaced: [] }
function prepared(q: string) {
  if (last.q !== q) {
    const { query, words, devanagari } = registerQuery(q)
    const lowered = devanagari ? words : words.map((w) => w.toLowerCase())
    last = {
      q,
      devanagari,
      lower: query.toLowerCase(),
      words: lowered,
      spaced: lowered.map((w) => ` ${w}`),
    }
  }
  return last
}

/** The employee register's search on the device: `matchesEmployeeSearch(row, 'TU-0')`. */
export const matchesEmployeeSearch = (row: Record<string, unknown>, q: string) =>
  matchesRegisterSearch(row, q, employeeSearchFields)
