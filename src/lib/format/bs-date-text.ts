import { bsMaxYear, bsMinYear, bsToAd } from '../../../common/bikram-sambat'
import { latinDigits } from './digits'

/** What typed text is as a BS date: none, its AD date, or why it is not one. */
export type BsTextReading =
  | { kind: 'empty' }
  | { kind: 'date'; ad: string }
  | { kind: 'format' | 'outOfTable' | 'noSuchDay' }
  | { kind: 'noSuchMonth'; month: number }

/**
 * Reads a typed BS date: `2081-04-15`, `2081/4/15`, `२०८१-०४-१५`. A year outside the calendar
 * table is `outOfTable` (the input says so rather than guess); `2081-13-01` is `noSuchMonth`
 * (months are 1 to 12), `2081-04-33` `noSuchDay`.
 */
export function readBsText(text: string): BsTextReading {
  const plain = latinDigits(text.trim())
  if (plain === '') return { kind: 'empty' }
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(plain)
  if (!match) return { kind: 'format' }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < bsMinYear || year > bsMaxYear) return { kind: 'outOfTable' }
  if (month < 1 || month > 12) return { kind: 'noSuchMonth', month }
  try {
    return { kind: 'date', ad: bsToAd({ year, month, day }) }
  } catch {
    return { kind: 'noSuchDay' }
  }
}
