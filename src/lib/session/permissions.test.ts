import { describe, expect, it } from 'vitest'
import { permits, revokedFromAnswer } from './permissions'

describe('the permissions the commission turned off, on the device', () => {
  const user = { tokenString: 'token-a', revoked: ['students:export' as const] }

  it('takes a changed header of the user’s own request, and nothing else', () => {
    expect(revokedFromAnswer(user, 'token-a', 'students:export,setup:create')).toEqual([
      'students:export',
      'setup:create',
    ])
    expect(revokedFromAnswer(user, 'token-a', '')).toEqual([])
    expect(revokedFromAnswer(user, 'token-a', 'students:export')).toBeUndefined()
    expect(revokedFromAnswer(user, 'token-b', '')).toBeUndefined()
    expect(revokedFromAnswer(user, 'token-a', null)).toBeUndefined()
    expect(revokedFromAnswer(null, 'token-a', '')).toBeUndefined()
  })

  it('permits what is not turned off', () => {
    expect(permits(user, 'students', 'export')).toBe(false)
    expect(permits(user, 'students', 'read')).toBe(true)
    expect(permits({ revoked: [] }, 'students', 'export')).toBe(true)
  })
})
