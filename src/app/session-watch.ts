import { ApiError } from '../api/api-error'
import { api } from '../api/client'
import { session, isExpired } from '../lib/session/session-store'
import { newerOnServer } from '../lib/session/newer-on-server'
import type { SessionUser } from '../lib/session/session-user'
import { router } from './router'

const EXPIRY_CHECK_MS = 60_000 // spec §9

/**
 * Spec §4 at start: the stored user is read (dropped when its 8 hours have passed), the user info
 * refreshed, and every 60 seconds an expired session is signed out. Sign-out leaves the page:
 * to / when the user asked, to /login?redirect=<here> when the session ran out.
 */
export function watchSession(): void {
  session.hydrate()
  session.onSignOut((reason) => {
    const here = router.state.location.href
    void router.navigate(
      reason === 'expired' ? { to: '/login', search: { redirect: here } } : { to: '/' },
    )
  })
  setInterval(signOutIfExpired, EXPIRY_CHECK_MS)
  document.addEventListener('visibilitychange', signOutIfExpired)
  // Not after the first frame: so moved (stop 47, one set of five runs), the dashboard's TBT read
  // 214 ms against 23–40, its answer arriving among the figures'.
  void refreshUser()
}

function signOutIfExpired(): void {
  const { user } = session.get()
  if (user && isExpired(user)) session.signOut('expired')
}

// The refresh is best effort: offline it fails quietly; a refused token ends the session.
async function refreshUser(): Promise<void> {
  const asked: SessionUser | null = session.get().user
  if (!asked) return
  try {
    const { data } = await api.GET('/User/Me')
    const now = session.get().user
    // Another account signed in meanwhile: the answer was about someone else.
    if (data && now?.id === asked.id) session.updateProfile(newerOnServer(data, asked, now))
  } catch (error) {
    // Refused: that session has ended; not one signed in since, which this answer says nothing of.
    if (error instanceof ApiError && error.status === 401 && session.get().user?.id === asked.id)
      session.signOut('expired')
  }
}
