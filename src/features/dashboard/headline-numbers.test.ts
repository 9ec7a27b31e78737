import { describe, expect, it } from 'vitest'
import { change } from './headline-numbers'

const figures = (students: number) => ({ students, campuses: 1, graduates: 0, dropouts: 0 })
const summary = (current: number, previous: number | null) => ({
  generatedAt: '2026-11-22T10:00:00Z',
  fiscalYearId: 5,
  fiscalYear: '2083/84',
  current: figures(current),
  previousFiscalYearId: previous === null ? null : 4,
  previousFiscalYear: previous === null ? null : '2082/83',
  previous: previous === null ? null : figures(previous),
})

describe('the change from the year before', () => {
  it('is signed and names the earlier year', () => {
    expect(change(summary(1250, 1000), 'students')).toBe('+250 from 2082/83')
    expect(change(summary(900, 1000), 'students')).toBe('−100 from 2082/83')
    expect(change(summary(5, 5), 'students')).toBe('No change from 2082/83')
  })

  it('says so when there is no earlier fiscal year', () => {
    expect(change(summary(5, null), 'students')).toBe('No earlier fiscal year')
  })
})
