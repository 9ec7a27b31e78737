// Amounts travel as decimal strings of rupees ("12500.50", the contract's Amount): formatted as
// text, never through a float, so no rupee or paisa is ever rounded away.

/** The contract's Amount: up to 12 digits of rupees and two of paisa. */
export const amountPattern = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/

/**
 * Nepali grouping (the last three digits, then twos: 12,34,567) with two decimals.
 * Example: `formatRupees('1210000.5')` is `'Rs. 12,10,000.50'`; anything else is returned as is.
 */
export function formatRupees(amount: unknown): string {
  const text =
    typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount : ''
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return text
  const [, sign, whole, paisa = ''] = match
  const rupees = whole!.replace(/^0+(?=\d)/, '')
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  const grouped = head ? `${head},${rupees.slice(-3)}` : rupees
  return `Rs. ${sign}${grouped}.${paisa.padEnd(2, '0')}`
}
