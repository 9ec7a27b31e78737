import {
  adToBs,
  bsMonthNames,
  bsMonthNamesNe,
  formatBs,
  type BsDate,
} from '../../../common/bikram-sambat'
import { devanagariDigitsChosen } from '../i18n/locale-choice'
import { i18n } from '../i18n/lingui'
import { devanagariDigits } from './digits'
import { groupNepal, type FractionDigits } from './nepal-grouping'

// Numbers and dates as the chosen language writes them: Nepal's grouping (12,34,567) in both, with
// Devanagari digits in Nepali; dates in Bikram Sambat, the AD date kept for a hover (decision 0109).

const nepali = () => i18n.locale === 'ne'
/**
 * Devanagari digits in Nepali, unless the user chose Latin ones (`chooseDisplay`): for counts, dates
 * and years shown. Never for identifiers (registration, roll, symbol, receipt and serial numbers,
 * ids, phone numbers, e-mail): they show as stored, so that they match the record.
 */
export const inLocalDigits = (text: string) =>
  nepali() && devanagariDigitsChosen() ? devanagariDigits(text) : text

/** `1234567` → `12,34,567` (English) or `१२,३४,५६७` (Nepali); `options` as `Intl.NumberFormat`'s. */
export const formatNumber = (n: number, options?: FractionDigits) =>
  inLocalDigits(groupNepal(n, options))

/** Rupees with paisa, in Nepal's grouping and the chosen digits: `12,500.00`; empty for none. */
export const formatRupees = (amount: unknown) =>
  amount == null || amount === ''
    ? ''
    : formatNumber(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Local calendar day of a time, as ISO `YYYY-MM-DD` (the BS day a reader in Nepal sees). */
const localIsoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** The BS date of an AD date (`YYYY-MM-DD` or a full time), or null outside the BS table. */
function bsOf(value: string | Date): string | null {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
  try {
    return formatBs(adToBs(day ?? localIsoDay(new Date(value))))
  } catch {
    return null
  }
}

/** `2005-04-14` (AD) → `2061-12-31` (BS, in the chosen digits); outside the table, the AD date. */
export const formatDate = (adDate: string) => inLocalDigits(bsOf(adDate) ?? adDate)

/** A time as its BS date and local hour: `2083-08-09 14:05`. */
export function formatDateTime(value: string | Date) {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
  return inLocalDigits(`${bsOf(date) ?? localIsoDay(date)} ${time}`)
}

/** The AD form of a date or time, for the hover over its BS form: `AD 2005-04-14`. */
export function adTitle(value: string | Date) {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
  return `AD ${date ?? new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`
}

/** `{2083, 4, 1}` → `1 Shrawan 2083` (English) or `१ साउन २०८३` (Nepali). */
export function formatLongBs({ year, month, day }: BsDate) {
  const months = nepali() ? bsMonthNamesNe : bsMonthNames
  return inLocalDigits(`${day} ${months[month - 1]} ${year}`)
}
