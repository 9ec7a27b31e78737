import { collegeRoles, commissionRoles, universityRoles, type Role } from '../../../common/roles'
import type { SessionUser } from './session-user'

export { collegeRoles, commissionRoles, universityRoles, type Role }

/** Roles that read more than one campus's records, and so are told which campus each is of. */
export const severalCampusRoles: readonly Role[] = [...universityRoles, ...commissionRoles]

/** Spec §6: the role is the first listUser item's roleName, else the role field. */
export function roleOf(user: Pick<SessionUser, 'listUser' | 'role'>): Role {
  return user.listUser[0]?.roleName ?? user.role
}

/** Which level of the institution tree a role works at; the summary report follows it. */
export type RoleLevel = 'commission' | 'university' | 'college' | 'student'

export function levelOf(role: Role): RoleLevel {
  if (commissionRoles.includes(role)) return 'commission'
  if (universityRoles.includes(role)) return 'university'
  if (collegeRoles.includes(role)) return 'college'
  return 'student'
}
