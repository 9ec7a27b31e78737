// The numbers an employee form's messages state are the ones its checks use, each from one constant.
import { describe, expect, it } from 'vitest'
import { EMPLOYEE_MIN_JOINING_AGE } from '../../../common/employee-rules'
import { fieldErrors } from '../../lib/forms/field-errors'
import { personPhoneLength } from '../../lib/forms/phone-number'
import { employeeView } from './employee-view'

describe('an employee form’s numbers', () => {
  it('a phone: a person’s lengths, named in the message', () => {
    const phoneIssue = (phone: string) => fieldErrors(employeeView.schema, { phone })?.phone
    expect(phoneIssue('9'.repeat(personPhoneLength.min))).toBeUndefined()
    expect(phoneIssue('9'.repeat(personPhoneLength.min - 1))).toBe(
      'Enter a phone number of 7 to 20 digits',
    )
  })

  it('joining: the rules’ least age, named in the message', () => {
    const joinedOn = (years: number) => `${2000 + years}-01-01`
    const issues = (years: number) =>
      employeeView.crossCheck!(
        { dateOfBirth: '2000-01-01', joinedOn: joinedOn(years), fte: '' },
        () => undefined,
      ).joinedOn
    expect(issues(EMPLOYEE_MIN_JOINING_AGE)).toBeUndefined()
    expect(issues(EMPLOYEE_MIN_JOINING_AGE - 1)).toBe(
      'Joining must be at least 16 years after birth',
    )
  })
})
