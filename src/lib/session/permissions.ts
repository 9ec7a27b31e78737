import { useSession } from './session-store'
import type { SessionUser } from './session-user'
import type { Permission, PermissionAction, PermissionModule } from '../../../common/permissions'

export type { Permission, PermissionAction, PermissionModule }

/**
 * Whether the commission left the user this permission (decision 0332). The role's own rights are
 * the access table's (menus and `writersOf`); this only takes away what the commission turned off.
 */
export const permits = (
  user: Pick<SessionUser, 'revoked'> | null,
  module: PermissionModule,
  action: PermissionAction,
): boolean => !user?.revoked?.includes(`${module}:${action}`)

/** `permits` for the signed-in user, re-rendered when a change comes in an answer's header. */
export function usePermits(module: PermissionModule, action: PermissionAction): boolean {
  return permits(useSession().user, module, action)
}

/**
 * Takes the permissions turned off from an answer's `Hemis-Revoked` header, when the answer is
 * to the signed-in user's own request: the menus follow a change at the user's next request.
 */
export function revokedFromAnswer(
  user: Pick<SessionUser, 'revoked' | 'tokenString'> | null,
  requestToken: string | undefined,
  header: string | null,
): Permission[] | undefined {
  if (header === null || !user || user.tokenString !== requestToken) return undefined
  const revoked = (header ? header.split(',') : []) as Permission[]
  return revoked.join(',') === (user.revoked ?? []).join(',') ? undefined : revoked
}
