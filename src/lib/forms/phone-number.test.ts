import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { i18n } from '../i18n/t'
import {
  officePhonePattern,
  personPhoneLength,
  personPhonePattern,
  phoneDigitsMessage,
  phoneDigitsTyped,
  phoneNumberIssue,
  phoneNumberPattern,
} from './phone-number'
import { chooseLatinDigits } from '../../test/latin-digits'
import { inNepali } from '../../test/nepali'

describe("a person's phone number", () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  it('is the length the contract takes, for a profile and an account alike', () => {
    expect(phoneNumberPattern.source).toBe(fieldLimits.ProfileUpdate.phoneNumber.pattern)
    expect(phoneNumberPattern.source).toBe(fieldLimits.UserAccountPatch.phoneNumber.pattern)
    expect(phoneNumberIssue('')).toBeUndefined()
    expect(phoneNumberIssue('9841000000')).toBeUndefined()
    expect(phoneNumberIssue('984100000')).toBe('Phone number must be 10 digits')
    expect(phoneDigitsTyped('984-100-0000 12')).toBe('9841000000')
    // Typed on a Nepali keyboard: kept, in the contract's digits.
    expect(phoneDigitsTyped('९८४१-०००००१')).toBe('9841000001')
  })

  it('is refused with its length in the user’s digits', () => {
    inNepali()
    expect(phoneDigitsMessage()).toBe('फोन नम्बर १० अङ्कको हुनुपर्छ')
    chooseLatinDigits()
    expect(phoneDigitsMessage()).toBe('फोन नम्बर 10 अङ्कको हुनुपर्छ')
  })
})

describe("an office's and a person's phone", () => {
  it("is an office's the contract takes, for a university, a campus and a department", () => {
    expect(officePhonePattern.source).toBe(fieldLimits.CampusCreate.phone.pattern)
    expect(officePhonePattern.source).toBe(fieldLimits.DepartmentCreate.phone.pattern)
    expect(`^$|${officePhonePattern.source}`).toBe(fieldLimits.UniversityCreate.phone.pattern)
  })

  it("is a person's the contract takes, for a student, a guardian, a correction and an employee", () => {
    for (const body of [fieldLimits.StudentCreate, fieldLimits.EmployeeCreate]) {
      expect(`^$|${personPhonePattern.source}`).toBe(body.phone.pattern)
      expect(personPhoneLength.max).toBe(body.phone.maxLength)
    }
    expect(`^$|${personPhonePattern.source}`).toBe(fieldLimits.StudentCreate.guardianPhone.pattern)
    for (const phone of ['9841000000', '+977 1-4410000', '9'.repeat(personPhoneLength.max)])
      expect(personPhonePattern.test(phone), phone).toBe(true)
    for (const phone of ['9'.repeat(personPhoneLength.min - 1), '-------', '+ - 123456'])
      expect(personPhonePattern.test(phone), phone).toBe(false)
  })
})
