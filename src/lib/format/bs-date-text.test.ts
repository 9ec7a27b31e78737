import { describe, expect, it } from 'vitest'
import { readBsText } from './bs-date-text'
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
    expect(readBsText('1999-01-01')).toEqual({ kind: 'outOfTable' })
    expect(readBsText('2101-01-01')).toEqual({ kind: 'outOfTable' })
    expect(readBsText('2081-04-33')).toEqual({ kind: 'noSuchDay' })
    expect(readBsText('2081-13-40')).toEqual({ kind: 'noSuchMonth', month: 13 })
    expect(readBsText('2081-00-01')).toEqual({ kind: 'noSuchMonth', month: 0 })
  })
})

describe('digits', () => {
  it('turn between Devanagari and Latin and leave the rest', () => {
    expect(latinDigits('वडा ०९, २०८१')).toBe('वडा 09, 2081')
    expect(devanagariDigits('12,34,567.50 Rs.')).toBe('१२,३४,५६७.५० Rs.')
  })
})
