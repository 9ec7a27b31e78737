import {
  adToBs,
  bsMaxYear,
  bsMinYear,
  bsMonthNames,
  bsMonthNamesNe,
  formatBs,
  type BsDate,
} from '../../../common/bikram-sambat'
import { t } from '../i18n/t'
import { formatYear, inLocalDigits, nepali } from './local-number'

// Numbers and dates as the chosen language writes them: Nepal's grouping (12,34,567) in both, with
// Devanagari digits in Nepali; dates in Bikram Sambat, the AD date kept for a hover (decision 0109).

// Numbers in their own module: `t` formats a message's numbers, and the first bundle must not carry
// the BS calendar for it.
export { formatNumber, formatRupees, formatYear, inLocalDigits } from './local-number'

/** The first and last years of the BS calendar's table, as a message names them (`{min}–{max}`). */
export const bsTableYears = () => ({ min: formatYear(bsMinYear), max: formatYear(bsMaxYear) })

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

/**
 * An AD date or span as the language writes it, in the chosen digits: `AD 2026-07-17 – 2027-07-16`
 * or `ई.सं. २०२६-०७-१७ – २०२७-०७-१६`. Every AD date shown beside a BS one reads so.
 */
export const inAd = (dates: string) => t('date.adIs', { date: inLocalDigits(dates) })

/** The AD form of a date or time, for the hover over its BS form: `AD 2005-04-14`. */
export function adTitle(value: string | Date) {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
  if (date) return inAd(date)
  return `AD ${new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`
}

/** `{2083, 4, 1}` → `1 Shrawan 2083` (English) or `१ साउन २०८३` (Nepali). */
export function formatLongBs({ year, month, day }: BsDate) {
  const months = nepali() ? bsMonthNamesNe : bsMonthNames
  return inLocalDigits(`${day} ${months[month - 1]} ${year}`)
}
