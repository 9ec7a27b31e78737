import { describe, expect, it } from 'vitest'
import { userOf } from '../../../test/session-users'
import { isVerifier, mayVerify } from './may-verify'

describe('who verifies student records', () => {
  it("is the students' university, while the commission leaves it the permission", () => {
    const university = userOf('UniAdmin', 1, null)
    expect(mayVerify(university)).toBe(true)
    const turnedOff = { ...university, revoked: ['students:verify' as const] }
    // Still the verifier (the page speaks to it as one), but it decides nothing now.
    expect(isVerifier(turnedOff)).toBe(true)
    expect(mayVerify(turnedOff)).toBe(false)
  })

  it('is never a campus, the commission or a student', () => {
    for (const user of [
      userOf('CollegeAdmin', 1, 78),
      userOf('UgcAdmin', null, null),
      userOf('Student', 1, 78),
      null,
    ])
      expect(mayVerify(user)).toBe(false)
  })
})
