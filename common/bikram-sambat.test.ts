import { describe, expect, it } from 'vitest'
import {
  adToBs,
  bsMaxYear,
  bsMinYear,
  bsToAd,
  daysInBsMonth,
  fiscalYear,
  fiscalYearOf,
  fiscalYearStart,
  formatBs,
  nextFiscalYear,
  parseBs,
} from './bikram-sambat'

// Pairs checked against an independent encoding of the calendar (the bikram-sambat package) and
// public dates: Nepali New Year fell on 13 April 2024 (2081) and 14 April 2025 (2082).
const knownPairs: [bs: string, ad: string][] = [
  // Before 2000 BS (dates of birth, decision 0411): every table that reaches back so far gives
  // these years' first days.
  ['1970-01-01', '1913-04-13'],
  ['1983-01-01', '1926-04-13'],
  ['1999-12-31', '1943-04-13'],
  ['2000-01-01', '1943-04-14'],
  ['2070-01-01', '2013-04-14'],
  ['2075-09-15', '2018-12-30'],
  ['2077-12-30', '2021-04-12'],
  ['2079-04-01', '2022-07-17'],
  ['2080-01-01', '2023-04-14'],
  ['2080-04-01', '2023-07-17'],
  ['2081-01-01', '2024-04-13'],
  ['2081-03-31', '2024-07-15'],
  ['2081-04-01', '2024-07-16'],
  ['2082-01-01', '2025-04-14'],
  ['2082-03-32', '2025-07-16'],
  ['2082-04-01', '2025-07-17'],
  ['2083-01-01', '2026-04-14'],
  ['2083-03-32', '2026-07-16'],
  ['2083-04-01', '2026-07-17'],
  ['2084-01-01', '2027-04-14'],
]

describe('BS ⇄ AD', () => {
  it.each(knownPairs)('%s BS is %s AD, and back', (bs, ad) => {
    expect(bsToAd(bs)).toBe(ad)
    expect(formatBs(adToBs(ad))).toBe(bs)
  })

  it('every day of 1970–2100 BS converts to AD and back to itself, one AD day apart', () => {
    // 1 Baisakh 1970 BS is 13 April 1913 AD (the table's first day), so the day before is 12 April.
    let previous = '1913-04-12'
    for (let year = bsMinYear; year <= bsMaxYear; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= daysInBsMonth(year, month); day++) {
          const ad = bsToAd({ year, month, day })
          expect(adToBs(ad)).toEqual({ year, month, day })
          expect(Date.parse(ad) - Date.parse(previous)).toBe(86_400_000)
          previous = ad
        }
      }
    }
  })

  it('rejects days that do not exist and years outside the table', () => {
    expect(() => parseBs('2081-04-33')).toThrow(RangeError)
    expect(() => parseBs('2081-13-01')).toThrow(RangeError)
    expect(() => bsToAd('2081-02-33')).toThrow(/does not exist/)
    expect(() => bsToAd(`${bsMaxYear + 1}-01-01`)).toThrow(/outside/)
    expect(() => bsToAd(`${bsMinYear - 1}-12-30`)).toThrow(/outside/)
    expect(() => adToBs('1913-04-12')).toThrow(/outside/)
    expect(() => adToBs('2024-02-30')).toThrow(/does not exist/)
  })

  it('reads a Date by its UTC day', () => {
    expect(adToBs(new Date(Date.UTC(2024, 6, 16, 23, 59)))).toEqual({
      year: 2081,
      month: 4,
      day: 1,
    })
  })
})

describe('fiscal years', () => {
  it('runs from 1 Shrawan to the end of Asar, with AD dates', () => {
    expect(fiscalYear(2081)).toEqual({
      name: '2081/82',
      startYear: 2081,
      startDateBs: '2081-04-01',
      endDateBs: '2082-03-32',
      startDate: '2024-07-16',
      endDate: '2025-07-16',
    })
  })

  it('names the year after 2099/00 with two digits', () => {
    expect(fiscalYear(2099).name).toBe('2099/00')
    expect(fiscalYearStart('2099/00')).toBe(2099)
  })

  it('gives the next fiscal year of a name or a start year', () => {
    expect(nextFiscalYear('2081/82')).toMatchObject({
      name: '2082/83',
      startDate: '2025-07-17',
      endDate: '2026-07-16',
    })
    expect(nextFiscalYear(2082).name).toBe('2083/84')
    expect(() => nextFiscalYear('2081/83')).toThrow(RangeError)
  })

  it('finds the fiscal year of an AD date on both sides of 1 Shrawan', () => {
    expect(fiscalYearOf('2025-07-16').name).toBe('2081/82')
    expect(fiscalYearOf('2025-07-17').name).toBe('2082/83')
  })

  it('consecutive fiscal years 2070/71–2098/99 leave no gap and no overlap', () => {
    for (let year = 2070; year < 2099; year++) {
      const end = Date.parse(fiscalYear(year).endDate)
      expect(Date.parse(fiscalYear(year + 1).startDate) - end).toBe(86_400_000)
    }
  })
})
