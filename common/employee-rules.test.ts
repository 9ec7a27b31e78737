import { describe, expect, it } from 'vitest'
import { employeeIssues, nepalToday, yearsAfter } from './employee-rules'

const teacher = {
  staffType: 'teaching',
  nonTeachingKind: null,
  facultyId: 3,
  teachingLoad: 18,
  dateOfBirth: '1980-02-29',
  joinedOn: '2005-07-17',
  statusChangedOn: null,
}
const fields = (values: Record<string, unknown>) =>
  employeeIssues({ ...teacher, ...values }, '2026-01-01').map((i) => i.field)

describe("an employee's own rules, as the device and the server apply them", () => {
  it('hold for a teacher with a faculty and a load', () => {
    expect(employeeIssues(teacher, '2026-01-01')).toEqual([])
  })

  it('give non-teaching staff a kind and no faculty or load', () => {
    expect(fields({ nonTeachingKind: 'technical' })).toEqual(['nonTeachingKind'])
    expect(fields({ staffType: 'non-teaching' })).toEqual([
      'nonTeachingKind',
      'facultyId',
      'teachingLoad',
    ])
    expect(
      fields({
        staffType: 'non-teaching',
        nonTeachingKind: 'non-technical',
        facultyId: null,
        teachingLoad: null,
      }),
    ).toEqual([])
  })

  it('join at 16 or older, not in the future, and change status after joining', () => {
    expect(fields({ joinedOn: '1996-02-29' })).toEqual([])
    expect(fields({ joinedOn: '1996-02-28' })).toEqual(['joinedOn'])
    expect(fields({ joinedOn: '2026-01-02' })).toEqual(['joinedOn'])
    expect(fields({ statusChangedOn: '2005-07-16' })).toEqual(['statusChangedOn'])
    expect(fields({ statusChangedOn: '2005-07-17' })).toEqual([])
  })

  it('add years as PostgreSQL does, and take today in Nepal', () => {
    expect(yearsAfter('1980-02-29', 16)).toBe('1996-02-29')
    expect(yearsAfter('1981-02-28', 16)).toBe('1997-02-28')
    expect(yearsAfter('1984-02-29', 17)).toBe('2001-02-28')
    expect(nepalToday(new Date('2026-03-31T18:14:00Z'))).toBe('2026-03-31')
    expect(nepalToday(new Date('2026-03-31T18:15:00Z'))).toBe('2026-04-01')
  })
})
