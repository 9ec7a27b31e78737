import type { SessionUser } from './session-user'

// Spec §4 and §9: only the user slice persists, in local storage under `root`, version 1.
const STORAGE_KEY = 'root'
const VERSION = 1

type StoredSession = { version: typeof VERSION; user: SessionUser }

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false
  const { version, user } = value as { version?: unknown; user?: unknown }
  return (
    version === VERSION &&
    typeof user === 'object' &&
    user !== null &&
    typeof (user as { tokenString?: unknown }).tokenString === 'string'
  )
}

/** The signed-in user kept from the last sign-in, or null (nothing stored, other version, corrupt). */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return isStoredSession(parsed) ? parsed.user : null
  } catch {
    return null
  }
}

export function writeStoredUser(user: SessionUser): void {
  const session: StoredSession = { version: VERSION, user }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session))
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORAGE_KEY)
}
