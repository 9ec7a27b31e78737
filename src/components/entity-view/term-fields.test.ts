import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { periodOf, termName, termOptions } from './term-fields'

describe('a term is named by its number in the interface language', () => {
  afterEach(() => i18n.activate('en'))

  it('reads as the server names it in English and in words in Nepali', () => {
    expect(termName('year', 3)).toBe('Third Year')
    expect(termName('semester', '7')).toBe('Seventh Semester')
    i18n.activate('ne')
    expect(termName('year', 3)).toBe('तेस्रो वर्ष')
    expect(termName('semester', 7)).toBe('सातौँ सेमेस्टर')
  })

  it('gives a number past the words in the locale digits', () => {
    expect(termName('semester', 13)).toBe('Semester 13')
    i18n.activate('ne')
    expect(termName('year', 9)).toBe('वर्ष ९')
  })

  it('names the options and table cells whatever the cached list says', () => {
    i18n.activate('ne')
    expect(termOptions('year').label({ id: 3, name: 'Third Year' })).toBe('तेस्रो वर्ष')
    expect(periodOf({ semester: 7, year: null })).toBe('सातौँ सेमेस्टर')
    expect(periodOf({ semester: null, year: 1 })).toBe('पहिलो वर्ष')
    expect(periodOf({ semester: null, year: null })).toBe('')
  })
})
