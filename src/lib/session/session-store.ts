import { useSyncExternalStore } from 'react'
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user'
import type { SessionUser } from './session-user'
import { sameField } from './newer-on-server'

/**
 * The session state machine of spec §4: signed out → loading → signed in or error; sign-out clears
 * user, error and the stored slice; a profile update merges fields into the user.
 * `ready` is false until the stored user slice has been read (the app shows nothing before).
 */
export type SessionState = {
  ready: boolean
  user: SessionUser | null
  loading: boolean
  error: string | null
}

/** Why a session ended: the user asked, or the 8-hour session ran out. */
export type SignOutReason = 'user' | 'expired'

type Listener = () => void

let state: SessionState = { ready: false, user: null, loading: false, error: null }
const listeners = new Set<Listener>()
const signOutListeners = new Set<(reason: SignOutReason) => void>()

function setState(next: Partial<SessionState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

/** True once the session's end (8 hours after sign-in) has passed, or when none is known. */
export function isExpired(user: Pick<SessionUser, 'expiresAt'>, now = Date.now()): boolean {
  const expiresAt = Date.parse(user.expiresAt)
  return Number.isNaN(expiresAt) || expiresAt <= now
}

export const session = {
  get: (): SessionState => state,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Reads the stored slice once at start; an expired or missing expiry drops the user. */
  hydrate(): void {
    const stored = readStoredUser()
    const user = stored && !isExpired(stored) ? stored : null
    if (stored && !user) clearStoredUser()
    setState({ ready: true, user })
  },

  signInStart: () => setState({ loading: true, error: null }),
  signInSuccess(user: SessionUser) {
    writeStoredUser(user)
    setState({ user, loading: false, error: null })
  },
  signInFailure: (error: string) => setState({ user: null, loading: false, error }),
  /** The account must set its password first: sign-in stops here without a user or an error. */
  signInRedirected: () => setState({ loading: false, error: null }),
  clearErrors: () => setState({ error: null }),

  /** Merges fresh fields (profile edit, user-info refresh) into the user; the token stays. */
  updateProfile(fields: Partial<Omit<SessionUser, 'tokenString'>>) {
    const { user: before } = state
    if (!before) return
    // The profile read at every start is most often the one kept: nothing then re-renders.
    const same = Object.keys(fields).every((key) => sameField(fields, before, key))
    if (same) return
    const user = { ...before, ...fields }
    writeStoredUser(user)
    setState({ user })
  },

  /**
   * A renewed token (decision 0326) replaces the one it renews, in this tab and the stored slice;
   * nothing when that token is no longer the user's (signed out, or another tab renewed it first).
   */
  renewToken(spent: string, tokenString: string) {
    if (!state.user || state.user.tokenString !== spent) return
    const user = { ...state.user, tokenString }
    if (readStoredUser()?.tokenString === spent) writeStoredUser(user)
    setState({ user })
  },

  signOut(reason: SignOutReason = 'user') {
    clearStoredUser()
    setState({ user: null, loading: false, error: null })
    for (const listener of signOutListeners) listener(reason)
  },

  /** Called after every sign-out, e.g. to leave a protected page. */
  onSignOut(listener: (reason: SignOutReason) => void): () => void {
    signOutListeners.add(listener)
    return () => signOutListeners.delete(listener)
  },
}

/** The session state, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}

/** The signed-in user; only for components under the signed-in layout, which guarantees one. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession()
  if (!user) throw new Error('useSignedInUser outside the signed-in layout')
  return user
}
