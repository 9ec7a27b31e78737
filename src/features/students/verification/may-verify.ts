import { verifiers } from '../../../../common/role-groups'
import { roleOf, type Role } from '../../../lib/session/role'
import { permits } from '../../../lib/session/permissions'
import type { SessionUser } from '../../../lib/session/session-user'

/** Whether the user's role verifies student records (the students' university: decision 0250). */
export const isVerifier = (user: Pick<SessionUser, 'listUser' | 'role'> | null) =>
  !!user && (verifiers as readonly Role[]).includes(roleOf(user))

/**
 * Whether the user may take a verifier's decisions now: verify, return, approve or reject (the
 * permission `students:verify`, which the commission may turn off: decision 0332).
 */
export const mayVerify = (user: Pick<SessionUser, 'listUser' | 'role' | 'revoked'> | null) =>
  isVerifier(user) && permits(user, 'students', 'verify')
