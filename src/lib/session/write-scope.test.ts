import { describe, expect, it } from 'vitest'
import { ownsRecord } from './write-scope'
import { userOf } from '../../test/session-users'

const universityProgram = { universityId: 1, campusId: null }
const campusProgram = { universityId: 1, campusId: 78 }
const otherUniversity = { universityId: 2, campusId: null }

describe('ownsRecord (the programs a user may add subjects to)', () => {
  it('lets the commission write every program', () => {
    const superAdmin = userOf('SuperAdmin', null, null)
    expect(
      [universityProgram, campusProgram, otherUniversity].map((p) => ownsRecord(superAdmin, p)),
    ).toEqual([true, true, true])
  })

  it('lets a university write the programs of its own university only', () => {
    const uni = userOf('UniAdmin', 1, null)
    expect(ownsRecord(uni, universityProgram)).toBe(true)
    expect(ownsRecord(uni, campusProgram)).toBe(true)
    expect(ownsRecord(uni, otherUniversity)).toBe(false)
  })

  it("lets a campus write its own programs, not its university's", () => {
    const college = userOf('CollegeUser', 1, 78)
    expect(ownsRecord(college, campusProgram)).toBe(true)
    expect(ownsRecord(college, universityProgram)).toBe(false)
    expect(ownsRecord(userOf('CollegeAdmin', 1, 79), campusProgram)).toBe(false)
  })

  it('gives nothing to a student or to nobody', () => {
    expect(ownsRecord(userOf('Student', 1, 78), campusProgram)).toBe(false)
    expect(ownsRecord(null, campusProgram)).toBe(false)
  })
})
