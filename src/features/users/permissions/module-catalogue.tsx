import { Stack, Text, Title } from '@mantine/core'
import {
  codePermissionsOf,
  permissionModules,
  type Permission,
} from '../../../../common/permissions'
import { roles, type Role } from '../../../../common/roles'
import { t } from '../../../lib/i18n/users'
import { PermissionTable } from './permission-table'

/** For each permission, the roles the access table gives it: the same for every visit. */
const holders = new Map<Permission, Role[]>()
for (const role of roles)
  for (const permission of codePermissionsOf(role))
    holders.set(permission, [...(holders.get(permission) ?? []), role])

/**
 * Modules (the spec's add-module, decision 0332): the modules of this release, each action's roles
 * by default. A module is code (its screens and operations), so it is listed here, not added; what
 * the commission tunes is which roles keep each action, on the Assign Permission pages.
 */
export function ModuleCatalogue() {
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('permissions.modulesTitle')}
      </Title>
      <Text size="sm">{t('permissions.modulesNote')}</Text>
      <PermissionTable
        caption={t('permissions.byDefault')}
        modules={permissionModules}
        cell={(module, action) =>
          (holders.get(`${module}:${action}`) ?? []).map((role) => t(`role.${role}`)).join(', ') ||
          '—'
        }
      />
    </Stack>
  )
}
