import { describe, expect, it } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { entities, type EntityName } from '../../api/entities/registry'
import { contractBodyOf, contractIssues } from './contract-limits'

describe('the contract’s limits in every form', () => {
  it('each list has its create body in the contract', () => {
    for (const name of Object.keys(entities) as EntityName[])
      expect(fieldLimits, name).toHaveProperty(contractBodyOf(name))
  })

  it('refuse a faculty name over 200 characters and a code over 50 before anything is queued', () => {
    expect(
      contractIssues('faculty', { facultyName: 'x'.repeat(201), code: 'C'.repeat(51) }),
    ).toEqual({
      facultyName: 'At most 200 characters',
      code: 'At most 50 characters',
    })
    expect(contractIssues('faculty', { facultyName: 'x'.repeat(200), code: '' })).toEqual({})
  })

  it('refuse what breaks a pattern or a range', () => {
    const issues = contractIssues('fiscalYear', { name: '2083-84' })
    expect(issues.name).toBe('Not in the expected form')
    expect(contractIssues('fiscalYear', { name: '2083/84' })).toEqual({})
  })
})

describe('the characters no text holds, and a list’s rows, in every form', () => {
  it('refuse an override of direction, a DEL and half a character on their field, as the server does', () => {
    const issues = contractIssues('student', {
      firstName: 'Ram\u202Eabc',
      lastName: 'Tha\u007Fpa',
      middleName: 'x\uD83D',
      remarks: 'a\tb\nc',
    })
    expect(issues.firstName).toMatch(/direction/)
    expect(issues.lastName).toMatch(/control character/)
    expect(issues.middleName).toMatch(/half of a character/)
    expect(issues.remarks).toBeUndefined()
  })

  it('refuse a qualification’s grade over 20 characters, its board over 120 and a bad text in it', () => {
    const issues = contractIssues('student', {
      qualifications: [
        { level: 'SEE', board: 'NEB', passedYear: '2020', grade: 'A+' },
        { level: 'SEE', board: 'B'.repeat(121), passedYear: '2020', grade: 'G'.repeat(21) },
        { level: 'SEE', board: 'N\u2067EB', passedYear: '2020', grade: '' },
      ],
    })
    expect(Object.keys(issues).sort()).toEqual([
      'qualifications.1.board',
      'qualifications.1.grade',
      'qualifications.2.board',
    ])
    expect(issues['qualifications.1.board']).toBe('At most 120 characters')
    expect(issues['qualifications.1.grade']).toBe('At most 20 characters')
    expect(issues['qualifications.2.board']).toMatch(/direction/)
  })
})
