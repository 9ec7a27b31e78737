import { adToBs, bsMaxYear, bsMinYear, bsToAd } from '../../../common/bikram-sambat'
import { latinDigits } from './digits'

/** What typed text is as a date: none, its AD date, or why it is not one. */
export type BsTextReading =
  | { kind: 'empty' }
  | { kind: 'date'; ad: string }
  | { kind: 'format' | 'outOfTable' | 'noSuchDay' }
  | { kind: 'noSuchMonth'; month: number }

type Parts = { year: number; month: number; day: number }

/** `2081-04-15`, `2081/4/15`, `२०८१-०४-१५` as numbers; null when it is not written so. */
function partsOf(text: string): Parts | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(latinDigits(text.trim()))
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null
}

/** Empty, not written as a date, or a month that does not exist, alike in BS and AD; else `dated`. */
function read(text: string, dated: (parts: Parts) => BsTextReading): BsTextReading {
  if (text.trim() === '') return { kind: 'empty' }
  const parts = partsOf(text)
  if (!parts) return { kind: 'format' }
  if (parts.month < 1 || parts.month > 12) return { kind: 'noSuchMonth', month: parts.month }
  return dated(parts)
}

/**
 * Reads a typed BS date: `2081-04-15`, `2081/4/15`, `२०८१-०४-१५`. A year outside the calendar
 * table is `outOfTable` (the input says so rather than guess); `2081-13-01` is `noSuchMonth`
 * (months are 1 to 12), `2081-04-33` `noSuchDay`.
 */
export const readBsText = (text: string) =>
  read(text, (date) => {
    if (date.year < bsMinYear || date.year > bsMaxYear) return { kind: 'outOfTable' }
    try {
      return { kind: 'date', ad: bsToAd(date) }
    } catch {
      return { kind: 'noSuchDay' }
    }
  })

/**
 * Reads a typed AD date the same way (`2004-06-01`, Devanagari digits too): 30 February is
 * `noSuchDay`, a date the BS calendar table does not cover `outOfTable` (every date is kept with
 * its BS form).
 */
export const readAdText = (text: string) =>
  read(text, ({ year, month, day }) => {
    const ad = adDateOf(year, month, day)
    if (!ad) return { kind: 'noSuchDay' }
    try {
      adToBs(ad)
      return { kind: 'date', ad }
    } catch {
      return { kind: 'outOfTable' }
    }
  })

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `YYYY-MM-DD` of an AD day, or null when there is no such day (30 February). */
export function adDateOf(year: number, month: number, day: number): string | null {
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null
}
