// A student's current term, one rule on the device as on the server (decision 0412): the form asks
// for the term of the program's kind while the student is active or on leave, and the register's
// filter (the list, Upgrade, attendance and identity cards pick a class by it) finds a student in
// the term recorded only, never one with no term as "the first".
import { describe, expect, it } from 'vitest'
import { inTerm } from '../../../common/student-term'
import type { FieldDef, Lookup } from '../../components/entity-view/entity-view'
import { studentView } from './student-view'

const lookup: Lookup = (entity, id) =>
  entity === 'program'
    ? { 7: { id: 7, programType: 'annual' }, 8: { id: 8, programType: 'semester' } }[Number(id)]
    : undefined
const issues = (values: Record<string, unknown>) => {
  const found = studentView.crossCheck!({ semester: null, year: null, ...values }, lookup)
  return { semester: found.semester, year: found.year }
}

describe("the student form's term", () => {
  it('is required of an active or on-leave student, of the kind the program counts', () => {
    expect(issues({ programId: '8', enrolmentStatus: 'active' })).toEqual({
      semester: 'Semester is required for a student who is active or on leave',
      year: undefined,
    })
    expect(issues({ programId: '7', enrolmentStatus: 'onLeave' })).toEqual({
      semester: undefined,
      year: 'Year is required for a student who is active or on leave',
    })
    expect(issues({ programId: '8', enrolmentStatus: 'active', semester: '3' })).toEqual({})
  })

  it('is not asked of a student who left, nor before the program is chosen', () => {
    expect(issues({ programId: '8', enrolmentStatus: 'transferred' })).toEqual({})
    expect(issues({ programId: null, enrolmentStatus: 'active' })).toEqual({})
  })
})

describe("an edit's term, before the device has read the programs", () => {
  const field = (name: string): FieldDef => studentView.fields.find((f) => f.name === name)!
  const disabled = (name: string, programId: string | null, known: Lookup) =>
    field(name).disabled!({ programId }, { mode: 'edit', lookup: known })

  it('is sent as it is, not cleared: neither term is disabled until the program type is known', () => {
    expect(disabled('year', '7', () => undefined)).toBe(false)
    expect(disabled('semester', '7', () => undefined)).toBe(false)
    expect(disabled('year', '7', lookup)).toBe(false)
    expect(disabled('semester', '7', lookup)).toBe(true)
    expect(disabled('year', '8', lookup)).toBe(true)
    expect(disabled('year', null, lookup)).toBe(true)
  })
})

describe("the register's term filter on the device", () => {
  it('finds a student in the term recorded, and one with no term in none', () => {
    expect(inTerm({ semester: 1, year: null }, 'semester', '1')).toBe(true)
    expect(inTerm({ semester: '2' }, 'semester', '2')).toBe(true)
    expect(inTerm({ semester: 2 }, 'semester', '1')).toBe(false)
    expect(inTerm({ semester: null, year: null }, 'semester', '1')).toBe(false)
    expect(inTerm({ semester: null, year: null }, 'year', '1')).toBe(false)
  })
})
