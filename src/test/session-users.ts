// A signed-in user of any role and institution, for unit tests of role and scope rules.
import type { Role } from '../lib/session/role'
import type { SessionUser } from '../lib/session/session-user'

export const userOf = (role: Role, universityId: number | null, campusId: number | null) =>
  ({
    id: 1,
    role,
    listUser: [{ roleName: role }],
    institution: { id: campusId ?? universityId ?? 0, universityId, campusId },
  }) as SessionUser
