/** The two options of `Intl.NumberFormat` that HEMIS's numbers use. */
export type FractionDigits = {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

// Latin digits only: the plain form of a number between 1e-6 and 1e21.
const plain = /^(\d+)(?:\.(\d+))?$/
const LARGEST = 1e15 // beyond it a double has no fraction to round, and few integers are exact

let intl: Map<string, Intl.NumberFormat> | undefined
/** The rare number the written-out form leaves to ICU (NaN, ∞, under 1e-6, over 1e15). */
const byIntl = (n: number, options: FractionDigits) => {
  const key = `${options.minimumFractionDigits}/${options.maximumFractionDigits}`
  intl ??= new Map()
  let formatter = intl.get(key)
  if (!formatter) intl.set(key, (formatter = new Intl.NumberFormat('en-IN', options)))
  return formatter.format(n)
}

/** `1234567` → `12,34,567`: the last three digits, then pairs. */
const groupInteger = (digits: string) =>
  digits.length <= 3
    ? digits
    : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`

/**
 * A number in Nepal's grouping (`12,34,567.5`), as `new Intl.NumberFormat('en-IN', options)`
 * writes it — rounded half away from zero on its shortest decimal form, at most three fraction
 * digits unless asked — but written out: the first `Intl.NumberFormat` of a page loads ICU's
 * locale data, 12–18 ms in Chromium (50–70 ms at a phone's speed), inside the first render that
 * shows a number (decision 0343). `nepal-grouping.test.ts` holds it to Intl's answers.
 */
export function groupNepal(n: number, options: FractionDigits = {}): string {
  const min = options.minimumFractionDigits ?? 0
  const max = options.maximumFractionDigits ?? Math.max(min, 3)
  const size = Math.abs(n)
  const parts = size < LARGEST ? plain.exec(String(size)) : null
  if (!parts) return byIntl(n, options)
  const [, integer = '', fraction = ''] = parts
  let digits = integer + fraction.slice(0, max).padEnd(max, '0')
  // The digit after the last kept one decides: 5 or more rounds away from zero.
  if (fraction.charCodeAt(max) >= 53) digits = String(BigInt(digits) + 1n)
  digits = digits.padStart(max + 1, '0')
  const whole = groupInteger(digits.slice(0, digits.length - max).replace(/^0+(?=\d)/, ''))
  const kept = digits
    .slice(digits.length - max)
    .replace(/0+$/, '')
    .padEnd(min, '0')
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${whole}${kept ? `.${kept}` : ''}`
}
