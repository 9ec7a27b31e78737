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
