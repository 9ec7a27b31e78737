import { describe, expect, it } from 'vitest'
import { fiscalYearView, longBs, newFiscalYearValues } from './fiscal-year-view'
import type { CachedRecord } from '../../offline/db'
import type { ListName } from '../../offline/list-name'

// 22 November 2026 falls in fiscal year 2083/84 (17 July 2026 to 16 July 2027).
const today = new Date('2026-11-22T06:00:00Z')
const year = (name: string) => ({ name })

const fy2084 = {
  name: '2084/85',
  startDateBs: '2084-04-01',
  endDateBs: '2085-03-31',
  startDate: '2027-07-17',
  endDate: '2028-07-15',
}

describe('a new fiscal year defaults to the next Shrawan-to-Asar year', () => {
  it('after the newest recorded year, with BS and AD dates', () => {
    expect(newFiscalYearValues([year('2082/83'), year('2083/84')], today)).toEqual(fy2084)
  })

  it('after the newest one even when it is recorded ahead of today', () => {
    expect(newFiscalYearValues([year('2083/84'), year('2084/85')], today)).toMatchObject({
      name: '2085/86',
      startDateBs: '2085-04-01',
      endDateBs: '2086-03-32',
      startDate: '2028-07-16',
      endDate: '2029-07-16',
    })
  })

  it("after today's fiscal year when nothing newer is recorded (or nothing at all)", () => {
    expect(newFiscalYearValues([], today)).toEqual(fy2084)
    expect(newFiscalYearValues([year('2079/80')], today)).toEqual(fy2084)
  })

  it('on 1 Shrawan the year that just began counts as today’s', () => {
    // 1 Shrawan 2083 is 17 July 2026; the day before still belongs to 2082/83.
    expect(newFiscalYearValues([], new Date('2026-07-17T00:00:00Z')).name).toBe('2084/85')
    expect(newFiscalYearValues([], new Date('2026-07-16T00:00:00Z')).name).toBe('2083/84')
  })

  it('ignores names that are not fiscal years', () => {
    expect(newFiscalYearValues([year('2090'), year(''), { name: null }], today)).toEqual(fy2084)
  })

  it('leaves the form empty past the end of the BS table', () => {
    expect(newFiscalYearValues([year('2099/00')], today)).toEqual({})
  })

  it('is what the view puts in the add form', () => {
    const lists = new Map<ListName, CachedRecord[]>([
      [
        'fiscalYear',
        [{ scope: 's', entity: 'fiscalYear', key: '9', id: 9, version: 1, data: year('2083/84') }],
      ],
    ])
    expect(fiscalYearView.defaults?.(lists, today)).toEqual(fy2084)
  })
})

describe('fiscal year form and table', () => {
  it('fills the BS and AD dates when another fiscal year is typed', () => {
    const before = { name: '2084/85' }
    expect(fiscalYearView.adjust?.({ name: '2085/86' }, before, () => undefined)).toMatchObject({
      startDateBs: '2085-04-01',
      startDate: '2028-07-16',
    })
    expect(fiscalYearView.adjust?.({ name: '2085/8' }, before, () => undefined)).toBeNull()
  })

  it('shows BS dates with the month name', () => {
    expect(longBs('2083-04-01')).toBe('1 Shrawan 2083')
    expect(longBs('2084-03-31')).toBe('31 Asar 2084')
    expect(longBs('')).toBe('')
  })
})
