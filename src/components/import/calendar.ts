// Dates in an imported column may be in Bikram Sambat or AD, in Latin or Devanagari digits, as
// text or as Excel's own dates (read as their AD day). The column's calendar is decided once for
// all its rows (a header saying BS or AD, else the years it holds), shown, and can be changed.
import { bsToAd } from '../../../common/bikram-sambat'
import { adDateOf } from '../../lib/format/bs-date-text'
import { latinDigits } from '../../lib/format/digits'

export type Calendar = 'bs' | 'ad'

/** `2081-04-15`, `2081/4/15`, `2081.04.15` (year first) or `15/04/2081` (day first). */
function partsOf(cell: string): [year: number, month: number, day: number] | null {
  const text = latinDigits(cell.trim())
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/u.exec(text)
  if (yearFirst) return [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])]
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/u.exec(text)
  if (dayFirst) return [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
  return null
}

const adDate = ([year, month, day]: [number, number, number]) => adDateOf(year, month, day)

function bsDate([year, month, day]: [number, number, number]): string | null {
  try {
    return bsToAd({ year, month, day })
  } catch {
    return null
  }
}

/** The AD date (`YYYY-MM-DD`, what the contract stores) a cell means in `calendar`, or null. */
export function readDate(cell: string, calendar: Calendar): string | null {
  const parts = partsOf(cell)
  if (!parts) return null
  return calendar === 'bs' ? bsDate(parts) : adDate(parts)
}

const bsWords = /(^|[^a-z])(bs|b\.s\.?)([^a-z]|$)|वि\.?\s*सं/iu
const adWords = /(^|[^a-z])(ad|a\.d\.?)([^a-z]|$)|ई\.?\s*सं/iu

/**
 * A column's calendar: what its header says ("Date of Birth (BS)", "जन्म मिति (वि.सं.)"), else
 * the calendar every date of it can be read in, else BS when a year is later than this AD year
 * (no AD date of birth is), else AD. `today` is for tests.
 */
export function detectCalendar(
  header: string,
  cells: readonly string[],
  today = new Date(),
): Calendar {
  if (bsWords.test(header)) return 'bs'
  if (adWords.test(header)) return 'ad'
  const dates = cells.map(partsOf).filter((p) => p !== null)
  if (dates.length === 0) return 'bs'
  const readsAs = (read: typeof adDate) => dates.every((p) => read(p) !== null)
  const bs = readsAs(bsDate)
  const ad = readsAs(adDate)
  if (bs !== ad) return bs ? 'bs' : 'ad'
  return dates.some(([year]) => year > today.getUTCFullYear()) ? 'bs' : 'ad'
}
