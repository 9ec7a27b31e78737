import { describe, expect, it } from 'vitest'
import { changeOf, classFigures, rateOf, totalOf } from './pass-rate-figures'

const cell = (over: object) => ({
  fiscalYearId: 3,
  programId: 10,
  semester: 1,
  year: null,
  gender: 'female' as const,
  category: 'dalit' as const,
  source: 'results' as const,
  appeared: 4,
  passed: 3,
  ...over,
})
const report = {
  generatedAt: '2026-11-26T00:00:00Z',
  fiscalYearId: 3,
  previousFiscalYearId: 2,
  exams: [],
  classes: [
    cell({}),
    cell({ gender: 'male', category: 'other', appeared: 6, passed: 3 }),
    cell({ fiscalYearId: 2, appeared: 10, passed: 5 }),
    cell({ semester: 2, source: 'totals', appeared: 5, passed: 5 }),
  ],
}

describe('pass rate figures', () => {
  it('groups cells by class, this year by gender and category, last year as a whole', () => {
    const [first, second] = classFigures(report)
    expect(first).toMatchObject({
      key: '10:1:',
      now: { appeared: 10, passed: 6 },
      before: { appeared: 10, passed: 5 },
      byGender: { female: { appeared: 4, passed: 3 }, male: { appeared: 6, passed: 3 } },
      byCategory: { dalit: { appeared: 4, passed: 3 }, other: { appeared: 6, passed: 3 } },
      sources: ['results'],
    })
    expect(second).toMatchObject({
      key: '10:2:',
      now: { appeared: 5, passed: 5 },
      sources: ['totals'],
    })
  })

  it('rates per hundred appeared, and the change in points only when both years have one', () => {
    const rows = classFigures(report)
    expect(rateOf(rows[0]!.now)).toBe(60)
    expect(changeOf(rows[0]!.now, rows[0]!.before)).toBe(10)
    expect(changeOf(rows[1]!.now, rows[1]!.before)).toBeNull()
    expect(rateOf({ appeared: 0, passed: 0 })).toBeNull()
  })

  it('totals every class', () => {
    const total = totalOf(classFigures(report))
    expect(total.now).toEqual({ appeared: 15, passed: 11 })
    expect(total.before).toEqual({ appeared: 10, passed: 5 })
    expect(total.byGender.female).toEqual({ appeared: 9, passed: 8 })
    expect(total.sources).toEqual(['results', 'totals'])
  })
})
