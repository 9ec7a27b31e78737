import { describe, expect, it } from 'vitest'
import { activeCount, countBy, provinceOf } from './campus-counts'

const campus = (campusType: string, province: number, status = true) => ({
  campusType,
  province,
  status,
})
const types = ['constituent', 'private', 'community', 'central']

describe('the campus counts of the organization root page', () => {
  it('count Active campuses by type, every type listed in order, zeros too', () => {
    const rows = [
      campus('private', 3),
      campus('constituent', 1),
      campus('private', 4),
      campus('private', 4, false),
    ]
    expect(countBy(rows, (c) => c.campusType, types)).toEqual([
      { value: 'constituent', count: 1 },
      { value: 'private', count: 2 },
      { value: 'community', count: 0 },
      { value: 'central', count: 0 },
    ])
    expect(activeCount(rows)).toBe(3)
  })

  it('count by province, and put a province not yet known after the known ones, by number', () => {
    const rows = [
      campus('private', 7),
      campus('central', 3),
      campus('community', 12),
      campus('private', 3),
    ]
    expect(countBy(rows, provinceOf, ['1', '3'])).toEqual([
      { value: '1', count: 0 },
      { value: '3', count: 2 },
      { value: '7', count: 1 },
      { value: '12', count: 1 },
    ])
  })

  it('read a province from its id, or from the older number when the id is unknown', () => {
    expect(provinceOf({ provinceId: 4, province: 3 })).toBe(4)
    expect(provinceOf({ provinceId: null, province: 3 })).toBe(3)
    expect(provinceOf({ provinceId: 5 })).toBe(5)
  })

  it('count nothing for an empty list, and skip a record without the value', () => {
    expect(countBy([], (c) => c.campusType, ['central'])).toEqual([{ value: 'central', count: 0 }])
    expect(countBy([{ campusType: null }], (c) => c.campusType, [])).toEqual([])
  })
})
