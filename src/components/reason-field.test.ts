import { describe, expect, it } from 'vitest'
import { reasonIssue } from './reason-field'

describe('a reason, checked by the contract’s rule before it is sent', () => {
  it('is refused when blank, without a letter or digit, or with a character no text holds', () => {
    expect(reasonIssue('  ')).toBe('A reason is required')
    expect(reasonIssue('...')).toMatch(/no letter or digit/)
    expect(reasonIssue('Wrong\u202E name')).toMatch(/direction/)
    expect(reasonIssue('Wrong name, see the certificate')).toBeUndefined()
    expect(reasonIssue('नाम गलत')).toBeUndefined()
  })
})
