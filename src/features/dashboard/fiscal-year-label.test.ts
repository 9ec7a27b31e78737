import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { adRange } from './fiscal-year-label'
import { inNepali } from '../../test/nepali'

describe("a fiscal year's AD dates, the hint of its select and its hover", () => {
  afterEach(() => i18n.activate('en'))
  const fy = { id: 9, name: '2083/84', startDate: '2026-07-17', endDate: '2027-07-16' }

  it('read as every AD date beside a BS one does: in the language and its digits', () => {
    expect(adRange(fy)).toBe('AD 2026-07-17 – 2027-07-16')
    inNepali()
    expect(adRange(fy)).toBe('ई.सं. २०२६-०७-१७ – २०२७-०७-१६')
  })
})
