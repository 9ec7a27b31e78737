import { describe, expect, it } from 'vitest'
import { amountPattern, formatRupees } from './money'

describe('formatRupees', () => {
  it('groups rupees the Nepali way with two decimals', () => {
    expect(formatRupees('2500000.00')).toBe('Rs. 25,00,000.00')
    expect(formatRupees('1210000.5')).toBe('Rs. 12,10,000.50')
    expect(formatRupees('38250.75')).toBe('Rs. 38,250.75')
    expect(formatRupees('999')).toBe('Rs. 999.00')
    expect(formatRupees('0.5')).toBe('Rs. 0.50')
  })

  it('keeps every digit of the largest amount the contract allows', () => {
    expect(formatRupees('999999999999.99')).toBe('Rs. 9,99,99,99,99,999.99')
  })

  it('leaves what is not an amount as it is', () => {
    expect(formatRupees('abc')).toBe('abc')
    expect(formatRupees(null)).toBe('')
  })
})

describe('amountPattern (the contract Amount)', () => {
  it('accepts rupees with up to two decimals and refuses the rest', () => {
    for (const ok of ['1', '12500.50', '0.5', '999999999999.99']) expect(ok).toMatch(amountPattern)
    for (const bad of ['', '01', '1.234', '-5', '1,000', '1e5', '1234567890123'])
      expect(bad).not.toMatch(amountPattern)
  })
})
