import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../i18n/t'
import { chooseLatinDigits } from '../../test/latin-digits'
import { adTitle, formatDate, formatDateTime, formatNumber, inAd } from './local'
import { inNepali } from '../../test/nepali'

describe('numbers and dates in the chosen language', () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

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

  it('write an AD date or span as every screen does, in the chosen digits', () => {
    expect(inAd('2026-07-17 – 2027-07-16')).toBe('AD 2026-07-17 – 2027-07-16')
    inNepali()
    expect(inAd('2026-07-17 – 2027-07-16')).toBe('ई.सं. २०२६-०७-१७ – २०२७-०७-१६')
    expect(adTitle('2004-05-14')).toBe('ई.सं. २००४-०५-१४')
    chooseLatinDigits()
    expect(inAd('2026-07-17')).toBe('ई.सं. 2026-07-17')
  })

  it('show a time as its local BS day and hour', () => {
    const noon = new Date(2024, 6, 30, 12, 5)
    expect(formatDateTime(noon)).toBe('2081-04-15 12:05')
    expect(formatDateTime('not a time')).toBe('')
  })
})
