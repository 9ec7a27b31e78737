import { describe, expect, it } from 'vitest'
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
    expect(readBsText('1999-01-01')).toEqual({ kind: 'outOfTable' })
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
    // Every date is shown in BS too: the BS table's span (1943-04-14 to 2044-04-13) bounds it.
    expect(readAdText('1943-04-13')).toEqual({ kind: 'outOfTable' })
    expect(readAdText('1943-04-14')).toEqual({ kind: 'date', ad: '1943-04-14' })
  })
})

describe('digits', () => {
  it('turn between Devanagari and Latin and leave the rest', () => {
    expect(latinDigits('वडा ०९, २०८१')).toBe('वडा 09, 2081')
    expect(devanagariDigits('12,34,567.50 Rs.')).toBe('१२,३४,५६७.५० Rs.')
  })
})
