import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { printedCell } from './print-export'

describe('a printed cell in Nepali', () => {
  afterEach(() => i18n.activate('en'))

  it('writes numbers and AD dates in the locale digits, identifiers as stored', () => {
    i18n.activate('ne')
    expect(printedCell(1200, 'number')).toBe('१,२००')
    expect(printedCell('2024-11-29', 'date')).toBe('२०२४-११-२९')
    expect(printedCell('TU-78-2024-001622', 'text')).toBe('TU-78-2024-001622')
    expect(printedCell('9841000000', 'text')).toBe('9841000000')
    expect(printedCell(null, 'text')).toBe('')
  })
})
