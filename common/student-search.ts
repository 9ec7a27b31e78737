// What the register's search box matches, the same on the device (offline pages, unsent records)
// as on the server (`GET /Student?q=`, written in SQL there): in Devanagari, the start of any word of
// the Devanagari name; otherwise the start of the first or last name in any letter case, or a
// registration, roll or symbol number exactly.
export const isDevanagari = (q: string) => /[\u0900-\u097F]/u.test(q)

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function matchesStudentSearch(row: Record<string, unknown>, q: string): boolean {
  const query = q.trim().normalize('NFC')
  if (!query) return true
  if (isDevanagari(query))
    return text(row.nameNe)
      .normalize('NFC')
      .split(/\s+/u)
      .some((word) => word.startsWith(query))
  const lower = query.toLowerCase()
  return (
    text(row.firstName).toLowerCase().startsWith(lower) ||
    text(row.lastName).toLowerCase().startsWith(lower) ||
    [row.registrationNo, row.rollNo, row.symbolNo].some((n) => text(n).toLowerCase() === lower)
  )
}

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
