import { useSession } from '../lib/session/session-store'
import { scopeOf } from './scope'

/** Whose rows the device reads and writes now: the signed-in user's scope (`12@78`), or null. */
export function useScope(): string | null {
  const { user } = useSession()
  return user ? scopeOf(user) : null
}
