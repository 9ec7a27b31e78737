import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { adMeant, problemOf } from './bs-date-input'
import { chooseLatinDigits } from '../../test/latin-digits'
import { inNepali } from '../../test/nepali'

describe('what a typed BS date says is wrong', () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  it('names a month that does not exist rather than its day', () => {
    expect(problemOf('2081-13-40')).toBe('There is no month 13: months are 1 to 12')
    expect(problemOf('2081-04-33')).toBe('That month has no such day')
    inNepali()
    expect(problemOf('२०८१-१३-४०')).toBe('महिना १३ हुँदैन: महिना १ देखि १२ सम्म मात्र हुन्छन्')
    expect(problemOf('2081-04-15')).toBeNull()
  })

  it('gives its example and the calendar’s years in the user’s digits', () => {
    expect(problemOf('15 Shrawan')).toBe(
      'Enter the date in Bikram Sambat as YYYY-MM-DD, e.g. 2081-04-15',
    )
    expect(problemOf('2101-01-01')).toBe('The calendar covers 1970 to 2100 BS only')
    inNepali()
    expect(problemOf('१५ साउन')).toBe('मिति विक्रम संवतमा YYYY-MM-DD ढाँचामा लेख्नुहोस्, जस्तै २०८१-०४-१५')
    expect(problemOf('२१०१-०१-०१')).toBe('पात्रोमा वि.सं. १९७० देखि २१०० सम्म मात्र छ')
    chooseLatinDigits()
    expect(problemOf('१५ साउन')).toBe('मिति विक्रम संवतमा YYYY-MM-DD ढाँचामा लेख्नुहोस्, जस्तै 2081-04-15')
  })
})

describe('BS text offered as AD', () => {
  const today = new Date('2026-11-30T00:00:00Z')

  it('is a BS date that is also an AD date not later than this year', () => {
    expect(adMeant('2004-06-01', today)).toBe('2004-06-01')
    expect(adMeant('२०२६-०१-०१', today)).toBe('2026-01-01')
    // A BS year after this AD year is a BS date of birth: nothing is asked.
    expect(adMeant('2061-02-19', today)).toBeNull()
    expect(adMeant('2027-01-01', today)).toBeNull()
    // Not a day in one of the calendars: nothing to offer.
    expect(adMeant('2004-02-31', today)).toBeNull()
    expect(adMeant('1969-01-01', today)).toBeNull()
    // A BS year before 2000 (a birth in 1913–1943 AD) is a date of the table too: AD is offered.
    expect(adMeant('1998-05-10', today)).toBe('1998-05-10')
  })

  it('says in AD what is wrong with AD text', () => {
    expect(problemOf('1 June 2004', 'ad')).toBe(
      'Enter the date in AD as YYYY-MM-DD, e.g. 2004-06-01',
    )
    expect(problemOf('1900-01-01', 'ad')).toBe(
      'The calendar covers 1913-04-13 to 2044-04-13 AD only',
    )
    expect(problemOf('2004-02-30', 'ad')).toBe('That month has no such day')
  })
})
