// The appearance list's symbol numbers as the screen checks and fills them (decision 0224): the
// contract's rule for one number, a number given twice, and numbering the rest in roll order.

/** The contract's symbol number: letters, digits, `/` and `-`, at most `symbolMaxLength`. */
export const symbolMaxLength = 20
const symbolRule = new RegExp(`^[0-9A-Za-z/-]{1,${symbolMaxLength}}$`)

export type SheetIssue = 'symbol' | 'twice'

/** Each student's issue with their number (none: fine or empty), in the order given. */
export function sheetIssues(numbers: ReadonlyMap<number, string>): Map<number, SheetIssue> {
  const issues = new Map<number, SheetIssue>()
  const seen = new Map<string, number>()
  for (const [id, raw] of numbers) {
    const number = raw.trim()
    if (!number) continue
    if (!symbolRule.test(number)) {
      issues.set(id, 'symbol')
      continue
    }
    const same = seen.get(number.toLowerCase())
    if (same === undefined) seen.set(number.toLowerCase(), id)
    else issues.set(id, 'twice')
  }
  return issues
}

/**
 * `count` numbers from `first` on, its trailing digits counted up with their width kept
 * (`7801009` → `7801010`, `A-098` → `A-099`); null when `first` does not end in digits.
 */
export function numbersFrom(first: string, count: number): string[] | null {
  const match = /^(.*?)(\d+)$/.exec(first.trim())
  if (!match) return null
  const [, prefix, digits] = match as unknown as [string, string, string]
  const start = BigInt(digits)
  return Array.from(
    { length: count },
    (_, i) => `${prefix}${(start + BigInt(i)).toString().padStart(digits.length, '0')}`,
  )
}
