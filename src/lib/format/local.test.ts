import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../i18n/t'
import { adTitle, formatDate, formatDateTime, formatNumber } from './local'

describe('numbers and dates in the chosen language', () => {
  afterEach(() => i18n.activate('en'))

  it('group numbers the Nepali way, in Devanagari digits when Nepali is chosen', () => {
    expect(formatNumber(1234567)).toBe('12,34,567')
    expect(formatNumber(12.5, { minimumFractionDigits: 2 })).toBe('12.50')
    i18n.activate('ne')
    expect(formatNumber(1234567)).toBe('१२,३४,५६७')
  })

  it('show a date in Bikram Sambat, its AD form for the hover', () => {
    expect(formatDate('2004-05-14')).toBe('2061-02-01')
    expect(adTitle('2004-05-14')).toBe('AD 2004-05-14')
    // Outside the table it stays in AD rather than guess.
    expect(formatDate('1900-01-01')).toBe('1900-01-01')
    i18n.activate('ne')
    expect(formatDate('2004-05-14')).toBe('२०६१-०२-०१')
  })

  it('show a time as its local BS day and hour', () => {
    const noon = new Date(2024, 6, 30, 12, 5)
    expect(formatDateTime(noon)).toBe('2081-04-15 12:05')
    expect(formatDateTime('not a time')).toBe('')
  })
})
