import { notifications } from '@mantine/notifications'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../../common/schema.gen'
import type { Permission, PermissionAction, PermissionModule } from '../../../../common/permissions'
import { accessRules } from '../../../../common/access'
import { problemText } from '../../../lib/i18n/problem-text'
import { api } from '../../../api/client'
import { t } from '../../../lib/i18n/users'
import { permits } from '../../../lib/session/permissions'
import { roleOf, type Role } from '../../../lib/session/role'
import type { SessionUser } from '../../../lib/session/session-user'

export type PermissionChange = components['schemas']['PermissionChange']
export type PermissionSetting = components['schemas']['PermissionSetting']

/** Every permission turned off that the caller may read (decision 0332): a few rows at most. */
export const permissionChangesQuery = queryOptions({
  queryKey: ['/Permission'],
  queryFn: async () => (await api.GET('/Permission')).data?.items ?? [],
})

export const moduleName = (module: PermissionModule) => t(`permissions.module.${module}`)
export const actionName = (action: PermissionAction) => t(`permissions.action.${action}`)
/** "Students: Export", as the pages and their notices name a permission. */
export const permissionName = (module: PermissionModule, action: PermissionAction) =>
  `${moduleName(module)}: ${actionName(action)}`

/**
 * Whether the user changes settings at all: a writer of the access table's `setPermission`, unless
 * the commission turned that off for them. Which roles they may change is `mayTune`'s.
 */
export const maySetPermissions = (user: SessionUser) =>
  (accessRules.setPermission as readonly Role[]).includes(roleOf(user)) &&
  permits(user, 'permissions', 'update')

type Place = { universityId: number | null; campusId: number | null }
type Named = { id: number; name?: string; campusName?: string }

/** Where a setting applies: the campus's or university's name (undefined while unknown), or nationally. */
export function placeName(
  place: Place,
  universities?: readonly Named[],
  campuses?: readonly Named[],
) {
  if (place.campusId !== null) return campuses?.find((c) => c.id === place.campusId)?.campusName
  if (place.universityId !== null)
    return universities?.find((u) => u.id === place.universityId)?.name
  return t('permissions.national')
}

export const permissionOfRow = (row: Pick<PermissionChange, 'module' | 'action'>): Permission =>
  `${row.module}:${row.action}`

const sameSetting = (row: PermissionChange, setting: PermissionSetting) =>
  row.role === setting.role &&
  row.module === setting.module &&
  row.action === setting.action &&
  row.universityId === (setting.universityId ?? null) &&
  row.campusId === (setting.campusId ?? null)

/** Turns a permission off or back on, says so, and reads the settings again. */
export function useSetPermission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (setting: PermissionSetting) =>
      (await api.PUT('/Permission', { body: setting })).data!,
    // The box follows the click at once; the server's answer (or its refusal) settles it.
    onMutate: async (setting) => {
      await queryClient.cancelQueries({ queryKey: permissionChangesQuery.queryKey })
      const before = queryClient.getQueryData(permissionChangesQuery.queryKey)
      queryClient.setQueryData(permissionChangesQuery.queryKey, (rows = []) => {
        const others = rows.filter((row) => !sameSetting(row, setting))
        if (setting.granted) return others
        const universityId = setting.universityId ?? null
        const campusId = setting.campusId ?? null
        const changedAt = new Date().toISOString()
        return [
          ...others,
          { ...setting, id: -1, universityId, campusId, changedBy: null, changedAt },
        ]
      })
      return { before }
    },
    onSuccess: (setting) => {
      const words = {
        permission: permissionName(setting.module, setting.action),
        role: t(`role.${setting.role}`),
      }
      notifications.show({
        color: 'green',
        message: setting.granted
          ? t('permissions.turnedOn', words)
          : t('permissions.turnedOff', words),
      })
    },
    onError: (error, _setting, context) => {
      queryClient.setQueryData(permissionChangesQuery.queryKey, context?.before)
      notifications.show({
        color: 'red',
        message: t('permissions.failed', {
          message: problemText(error, t('permissions.offline')),
        }),
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/Permission'] }),
  })
}
