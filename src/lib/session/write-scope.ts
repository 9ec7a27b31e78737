import { levelOf, roleOf } from './role'
import type { SessionUser } from './session-user'

type Owned = { universityId?: unknown; campusId?: unknown }

/**
 * Whether the user's institution owns a record, as the server's write scope decides
 * (server/repositories/scope.ts): the commission owns everything, a university its own rows, a
 * campus its own rows. A campus sees its university's programs but may add subjects only to its
 * own. Example: `ownsRecord(user, { universityId: 1, campusId: null })`.
 */
export function ownsRecord(user: SessionUser | null, row: Owned): boolean {
  if (!user) return false
  const level = levelOf(roleOf(user))
  if (level === 'commission') return true
  const { universityId, campusId } = user.institution
  if (level === 'university') return universityId !== null && row.universityId === universityId
  if (level === 'college') return campusId !== null && row.campusId === campusId
  return false
}
