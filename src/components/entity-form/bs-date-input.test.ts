import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { problemOf } from './bs-date-input'
import { chooseLatinDigits } from '../../test/latin-digits'

describe('what a typed BS date says is wrong', () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  it('names a month that does not exist rather than its day', () => {
    expect(problemOf('2081-13-40')).toBe('There is no month 13: months are 1 to 12')
    expect(problemOf('2081-04-33')).toBe('That month has no such day')
    i18n.activate('ne')
    expect(problemOf('२०८१-१३-४०')).toBe('महिना १३ हुँदैन: महिना १ देखि १२ सम्म मात्र हुन्छन्')
    expect(problemOf('2081-04-15')).toBeNull()
  })

  it('gives its example and the calendar’s years in the user’s digits', () => {
    expect(problemOf('15 Shrawan')).toBe(
      'Enter the date in Bikram Sambat as YYYY-MM-DD, e.g. 2081-04-15',
    )
    expect(problemOf('2101-01-01')).toBe('The calendar covers 2000 to 2100 BS only')
    i18n.activate('ne')
    expect(problemOf('१५ साउन')).toBe('मिति विक्रम संवतमा YYYY-MM-DD ढाँचामा लेख्नुहोस्, जस्तै २०८१-०४-१५')
    expect(problemOf('२१०१-०१-०१')).toBe('पात्रोमा वि.सं. २००० देखि २१०० सम्म मात्र छ')
    chooseLatinDigits()
    expect(problemOf('१५ साउन')).toBe('मिति विक्रम संवतमा YYYY-MM-DD ढाँचामा लेख्नुहोस्, जस्तै 2081-04-15')
  })
})
