import { ApiError } from '../api/api-error'
import { api } from '../api/client'
import { session, isExpired } from '../lib/session/session-store'
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
  void refreshUser()
}

function signOutIfExpired(): void {
  const { user } = session.get()
  if (user && isExpired(user)) session.signOut('expired')
}

// The refresh is best effort: offline it fails quietly; a refused token ends the session.
async function refreshUser(): Promise<void> {
  if (!session.get().user) return
  try {
    const { data } = await api.GET('/User/Me')
    if (data) session.updateProfile(data)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.signOut('expired')
  }
}
