import { describe, expect, it } from 'vitest'
import { detectCalendar, readDate } from './calendar'

const today = new Date('2026-11-25T00:00:00Z')

describe("a date column's calendar", () => {
  it('follows the header when it says BS or AD, in either script', () => {
    expect(detectCalendar('Date of Birth (BS)', ['2004-05-14'], today)).toBe('bs')
    expect(detectCalendar('जन्म मिति (वि.सं.)', ['2004-05-14'], today)).toBe('bs')
    expect(detectCalendar('Date of Birth (AD)', ['2061-02-01'], today)).toBe('ad')
    expect(detectCalendar('जन्म मिति (ई.सं.)', ['2061-02-01'], today)).toBe('ad')
  })

  it('is BS when a year is later than this AD year, else AD', () => {
    expect(detectCalendar('Date of Birth', ['2061-02-01', '2059-11-30'], today)).toBe('bs')
    expect(detectCalendar('Date of Birth', ['1998-02-01', '2004-11-30'], today)).toBe('ad')
  })

  it('is BS when only BS reads every date (a 32nd day exists only there)', () => {
    expect(detectCalendar('Born', ['2010-03-32', '2012-01-05'], today)).toBe('bs')
  })

  it('reads Devanagari digits as the numbers they are', () => {
    expect(detectCalendar('जन्म मिति', ['२०६१-०२-०१'], today)).toBe('bs')
    expect(readDate('२०६१-०२-०१', 'bs')).toBe('2004-05-14')
  })

  it('reads BS dates as their AD day, and AD dates as they are, year or day first', () => {
    expect(readDate('2061-02-01', 'bs')).toBe('2004-05-14')
    expect(readDate('2061/2/1', 'bs')).toBe('2004-05-14')
    expect(readDate('2004-05-14', 'ad')).toBe('2004-05-14')
    expect(readDate('14/05/2004', 'ad')).toBe('2004-05-14')
  })

  it('refuses what is no date in the calendar', () => {
    expect(readDate('2004-02-30', 'ad')).toBeNull()
    expect(readDate('1969-01-01', 'bs')).toBeNull()
    expect(readDate('soon', 'bs')).toBeNull()
  })
})
