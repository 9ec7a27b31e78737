// The registration-number mask (decision 0357): read as staff write it, never a slow expression.
import { describe, expect, it } from 'vitest'
import {
  fitsRegistrationFormat,
  formatPattern,
  registrationFormatIssues,
} from './registration-format.ts'

describe('a registration-number mask', () => {
  it('takes the numbers of its form, in any letter case, and no others', () => {
    const tu = 'TU-#?#?#-####-######'
    for (const ok of ['TU-78-2021-000042', 'tu-5-2019-000007', 'TU-123-2020-123456'])
      expect(fitsRegistrationFormat(tu, ok), ok).toBe(true)
    for (const bad of ['TU-1234-2021-000042', 'TU-78-21-000042', 'KU-78-2021-000042', 'REG-1'])
      expect(fitsRegistrationFormat(tu, bad), bad).toBe(false)
    expect(fitsRegistrationFormat('@@*/####', 'ab9/2081')).toBe(true)
    expect(fitsRegistrationFormat('@@*/####', 'a99/2081')).toBe(false)
  })

  it('takes any number where the university has no form', () => {
    expect(fitsRegistrationFormat(null, 'anything-1')).toBe(true)
    expect(fitsRegistrationFormat('', 'anything-1')).toBe(true)
  })

  it('refuses what is not a mask: a lone or doubled ?, too many optional places, too long', () => {
    expect(formatPattern('?#')).toBeNull()
    expect(formatPattern('#??')).toBeNull()
    expect(formatPattern('#?'.repeat(9))).toBeNull()
    expect(formatPattern('#'.repeat(61))).toBeNull()
    // Characters a regular expression would read are only themselves here.
    expect(fitsRegistrationFormat('(#)+.', '(1)+.')).toBe(true)
    expect(fitsRegistrationFormat('(#)+.', '11x')).toBe(false)
  })

  it('asks an example of the form beside a mask', () => {
    expect(registrationFormatIssues({})).toEqual({})
    expect(registrationFormatIssues({ registrationFormat: '#??' })).toEqual({
      registrationFormat: 'mask',
    })
    expect(registrationFormatIssues({ registrationFormat: '##' })).toEqual({
      registrationExample: 'missing',
    })
    expect(
      registrationFormatIssues({ registrationFormat: '##', registrationExample: '123' }),
    ).toEqual({ registrationExample: 'unfit' })
    expect(
      registrationFormatIssues({ registrationFormat: '##', registrationExample: '12' }),
    ).toEqual({})
  })
})
