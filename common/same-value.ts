// Equality of JSON values as a student's fields hold them, shared by the bulk entry's `unchanged`
// rows and the verification lock's "does this edit change anything".
type Values = Record<string, unknown>

/** Equal as JSON values, with absent and null alike (a qualification's grade). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null
  // A time read from the database (a Date has no keys of its own to compare below).
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    )
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const x = a as Values
    const y = b as Values
    return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((k) => sameValue(x[k], y[k]))
  }
  return a === b
}

/** The fields of `sent` whose value differs from `current`, leaving out `ignored` keys. */
export const changedFields = (current: Values, sent: Values, ignored: readonly string[] = []) =>
  Object.keys(sent).filter((k) => !ignored.includes(k) && !sameValue(current[k], sent[k]))
