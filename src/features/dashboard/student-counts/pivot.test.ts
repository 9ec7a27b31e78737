import { describe, expect, it } from 'vitest'
import { provincesOf, rowsOf, sumOf, type CountReport } from './pivot'

const report: CountReport = {
  generatedAt: '2026-11-25T00:00:00Z',
  groups: [
    {
      id: 1,
      name: 'Kathmandu',
      nameNe: 'काठमाडौं',
      provinceId: 3,
      provinceName: 'Bagmati',
      provinceNameNe: 'बागमती',
    },
    {
      id: 2,
      name: 'Lalitpur',
      nameNe: 'ललितपुर',
      provinceId: 3,
      provinceName: 'Bagmati',
      provinceNameNe: 'बागमती',
    },
    {
      id: 3,
      name: 'Kaski',
      nameNe: 'कास्की',
      provinceId: 4,
      provinceName: 'Gandaki',
      provinceNameNe: 'गण्डकी',
    },
    { id: null, name: null, nameNe: null, provinceId: null },
  ],
  cells: [
    { groupId: 1, gender: 'male', status: 'active', count: 5 },
    { groupId: 1, gender: 'female', status: 'graduated', count: 2 },
    { groupId: 2, gender: 'other', status: 'active', count: 1 },
    { groupId: 3, gender: 'female', status: 'active', count: 4 },
    { groupId: null, gender: 'male', status: 'droppedOut', count: 3 },
  ],
  total: 15,
}

describe('student counts pivot', () => {
  it('sums cells into one row a group: genders of the chosen status, statuses of every gender', () => {
    const all = rowsOf(report)
    expect(all.map((r) => [r.group.id, r.male, r.female, r.other, r.total])).toEqual([
      [1, 5, 2, 0, 7],
      [2, 0, 0, 1, 1],
      [3, 0, 4, 0, 4],
      [null, 3, 0, 0, 3],
    ])
    const active = rowsOf(report, 'active')
    expect(active[0]).toMatchObject({ male: 5, female: 0, total: 5 })
    expect(active[0]!.byStatus).toMatchObject({ active: 5, graduated: 2 })
    expect(sumOf(all, { id: null, name: 'Total', nameNe: null }).total).toBe(report.total)
  })

  it('sums districts per province, students without a district last', () => {
    const provinces = provincesOf(rowsOf(report))
    expect(provinces.map((p) => [p.group.id, p.group.name, p.total])).toEqual([
      [3, 'Bagmati', 8],
      [4, 'Gandaki', 4],
      [null, null, 3],
    ])
  })
})
