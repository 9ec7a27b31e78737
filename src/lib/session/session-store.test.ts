// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { userOf } from '../../test/session-users'
import { session } from './session-store'
import { readStoredUser } from './stored-user'

afterEach(() => session.signOut())

it('re-renders nothing when the refreshed profile is the one kept, and keeps a changed one', () => {
  const user = {
    ...userOf('CollegeAdmin', 1, 78),
    tokenString: 'a.signed.token',
    fullName: 'Sita Sharmaa',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  }
  session.signInSuccess(user)
  let told = 0
  const stop = session.subscribe(() => told++)
  const before = session.get()

  session.updateProfile({ fullName: user.fullName, revoked: user.revoked })
  expect([told, session.get()]).toEqual([0, before])

  session.updateProfile({ fullName: 'Sita Sharma' })
  expect([told, session.get().user?.fullName]).toEqual([1, 'Sita Sharma'])
  expect(readStoredUser()?.fullName).toBe('Sita Sharma')
  stop()
})
