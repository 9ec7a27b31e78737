import { describe, expect, it } from 'vitest'
import { adToBs, formatBs } from '../../../common/bikram-sambat'
import { plausibleBirthDate } from '../../../common/student-age'
import { readAdText, readBsText } from './bs-date-text'
import { devanagariDigits, latinDigits } from './digits'

describe('a typed BS date', () => {
  it('is read in Latin or Devanagari digits, with -, / or . between its parts', () => {
    expect(readBsText('2081-04-15')).toEqual({ kind: 'date', ad: '2024-07-30' })
    expect(readBsText('२०८१-०४-१५')).toEqual({ kind: 'date', ad: '2024-07-30' })
    expect(readBsText(' 2081/4/15 ')).toEqual({ kind: 'date', ad: '2024-07-30' })
    expect(readBsText('२०८१.४.१५')).toEqual({ kind: 'date', ad: '2024-07-30' })
  })

  it('says why it is not a date instead of guessing', () => {
    expect(readBsText('')).toEqual({ kind: 'empty' })
    expect(readBsText('15 Shrawan')).toEqual({ kind: 'format' })
    expect(readBsText('2081-04')).toEqual({ kind: 'format' })
    expect(readBsText('1969-12-30')).toEqual({ kind: 'outOfTable' })
    expect(readBsText('2101-01-01')).toEqual({ kind: 'outOfTable' })
    expect(readBsText('2081-04-33')).toEqual({ kind: 'noSuchDay' })
    expect(readBsText('2081-13-40')).toEqual({ kind: 'noSuchMonth', month: 13 })
    expect(readBsText('2081-00-01')).toEqual({ kind: 'noSuchMonth', month: 0 })
  })
})

describe('a typed AD date', () => {
  it('is read as the same day, in either digits, and said why when it is none', () => {
    expect(readAdText('2004-06-01')).toEqual({ kind: 'date', ad: '2004-06-01' })
    expect(readAdText('२००४/६/१')).toEqual({ kind: 'date', ad: '2004-06-01' })
    expect(readAdText('2004-02-30')).toEqual({ kind: 'noSuchDay' })
    expect(readAdText('2004-02-29')).toEqual({ kind: 'date', ad: '2004-02-29' })
    expect(readAdText('2003-02-29')).toEqual({ kind: 'noSuchDay' })
    expect(readAdText('2004-13-01')).toEqual({ kind: 'noSuchMonth', month: 13 })
    expect(readAdText('1 June 2004')).toEqual({ kind: 'format' })
    // Every date is shown in BS too: the BS table's span (1913-04-13 to 2044-04-13) bounds it.
    expect(readAdText('1913-04-12')).toEqual({ kind: 'outOfTable' })
    expect(readAdText('1913-04-13')).toEqual({ kind: 'date', ad: '1913-04-13' })
  })
})

describe('a date of birth the age rule admits', () => {
  /** The oldest (100 years and 364 days) and youngest (14) a student may be on the day `now`. */
  function ageRuleEnds(now: Date) {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const dates: string[] = []
    // Nepal's day (UTC+05:45), as the rule counts it, is one of the two UTC days around `now`.
    for (let ms = Date.UTC(now.getUTCFullYear() - 102, 0, 1); ms < now.getTime(); ms += 86_400_000)
      if (plausibleBirthDate(day(ms), now)) dates.push(day(ms))
    return [dates[0]!, dates.at(-1)!]
  }

  it.each(['2026-12-02T06:00:00Z', '2044-04-01T06:00:00Z'])(
    'is typed in BS and in AD, in either digits, on %s (a student of 100 born about 1983 BS)',
    (now) => {
      for (const born of ageRuleEnds(new Date(now))) {
        const bs = formatBs(adToBs(born))
        const date = { kind: 'date', ad: born }
        expect(readBsText(bs)).toEqual(date)
        expect(readBsText(devanagariDigits(bs))).toEqual(date)
        expect(readAdText(born)).toEqual(date)
        expect(readAdText(devanagariDigits(born))).toEqual(date)
      }
    },
  )

  it('reaches back 100 years and 364 days', () => {
    expect(ageRuleEnds(new Date('2026-12-02T06:00:00Z'))).toEqual(['1925-12-03', '2012-12-02'])
  })
})

describe('digits', () => {
  it('turn between Devanagari and Latin and leave the rest', () => {
    expect(latinDigits('वडा ०९, २०८१')).toBe('वडा 09, 2081')
    expect(devanagariDigits('12,34,567.50 Rs.')).toBe('१२,३४,५६७.५० Rs.')
  })
})
