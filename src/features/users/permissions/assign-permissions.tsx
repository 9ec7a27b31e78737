import { Alert, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  codePermissionsOf,
  isLocked,
  permissionActions,
  permissionModules,
  scopesOf,
  type Permission,
  type PermissionScope,
} from '../../../../common/permissions'
import { mayTune } from '../../../../common/role-rank'
import { roles as allRoles } from '../../../../common/roles'
import { ApiError } from '../../../api/api-error'
import { t } from '../../../lib/i18n/users'
import {
  collegeRoles,
  commissionRoles,
  roleOf,
  universityRoles,
  type Role,
} from '../../../lib/session/role'
import { useSignedInUser } from '../../../lib/session/session-store'
import { useOnline } from '../../../offline/use-online'
import { Forbidden } from '../forbidden'
import { campusesQuery, universitiesQuery } from '../institution-options'
import {
  actionName,
  maySetPermissions,
  moduleName,
  permissionChangesQuery,
  permissionOfRow,
  placeName,
  useSetPermission,
} from './permission-data'
import { PermissionTable } from './permission-table'

/** The levels of the spec's pages: assign-permission-ugc, -uni and -campus; none for every role. */
export type PermissionLevel = 'commission' | 'university' | 'campus'

const rolesOfLevel: Record<PermissionLevel, readonly Role[]> = {
  commission: commissionRoles,
  university: universityRoles,
  campus: [...collegeRoles, 'Student'],
}

/**
 * Assign Permission (issue 16, decision 0332): one role's modules and actions as checkboxes, where
 * it applies (nationally, for one university's or one campus's people). A box is there only for
 * what the access table gives the role; unticking it turns that permission off, ticking it turns
 * it back on. The commission changes roles below its own (the SuperAdmin every role); a UniAdmin
 * reads what applies to its people.
 */
export function AssignPermissions({ level }: { level?: PermissionLevel }) {
  const me = useSignedInUser()
  const myRole = roleOf(me)
  const online = useOnline()
  const roles = level ? rolesOfLevel[level] : allRoles
  const [role, setRole] = useState<Role>(roles[0]!)
  const [scope, setScope] = useState<PermissionScope>('national')
  const [institution, setInstitution] = useState<number | null>(null)
  const changes = useQuery(permissionChangesQuery)
  const universities = useQuery({ ...universitiesQuery, enabled: scope === 'university' })
  const campuses = useQuery({ ...campusesQuery, enabled: scope === 'campus' })
  const setPermission = useSetPermission()
  const title = t(`permissions.title.${level ?? 'all'}`)
  if (changes.error instanceof ApiError && changes.error.status === 403)
    return <Forbidden title={title} />

  const universityId = scope === 'university' ? institution : null
  const campusId = scope === 'campus' ? institution : null
  const campusUniversity = campuses.data?.find((c) => c.id === campusId)?.universityId
  const rows = (changes.data ?? []).filter((row) => row.role === role)
  const offHere = (p: Permission) =>
    rows.some(
      (r) => permissionOfRow(r) === p && r.universityId === universityId && r.campusId === campusId,
    )
  const offWider = (p: Permission) =>
    rows.some(
      (r) =>
        permissionOfRow(r) === p &&
        ((scope !== 'national' && r.universityId === null && r.campusId === null) ||
          (scope === 'campus' && r.universityId !== null && r.universityId === campusUniversity)),
    )
  const code = codePermissionsOf(role)
  const modules = permissionModules.filter((m) =>
    permissionActions.some((a) => code.has(`${m}:${a}`)),
  )
  const tunable = maySetPermissions(me) && mayTune(myRole, role)
  const chosen = scope === 'national' || institution !== null
  const scopeName =
    placeName({ universityId, campusId }, universities.data, campuses.data) ??
    t(`permissions.${scope}`)
  const options = (scope === 'university' ? universities.data : campuses.data) ?? []

  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="sm">{t('permissions.note')}</Text>
      <Group align="flex-end">
        <Select
          label={t('permissions.role')}
          data={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          value={role}
          allowDeselect={false}
          onChange={(next) => {
            if (!next) return
            setRole(next)
            if (!scopesOf(next).includes(scope)) setScope('national')
          }}
        />
        <Select
          label={t('permissions.appliesTo')}
          data={scopesOf(role).map((s) => ({ value: s, label: t(`permissions.${s}`) }))}
          value={scope}
          allowDeselect={false}
          onChange={(next) => {
            setScope(next ?? 'national')
            setInstitution(null)
          }}
        />
        {scope !== 'national' && (
          <Select
            label={t(`permissions.${scope}`)}
            searchable
            data={options.map((o) => ({
              value: String(o.id),
              label: 'name' in o ? o.name : o.campusName,
            }))}
            value={institution === null ? null : String(institution)}
            onChange={(next) => setInstitution(next ? Number(next) : null)}
          />
        )}
      </Group>
      {!online && <Alert color="yellow">{t('permissions.offline')}</Alert>}
      {!tunable && <Alert color="gray">{t('permissions.readOnly')}</Alert>}
      {!chosen && <Alert color="blue">{t('permissions.chooseInstitution')}</Alert>}
      {/* Drawn once the settings are read: before, every box would show a default as if set. */}
      {changes.isError && online && <Alert color="red">{t('permissions.offline')}</Alert>}
      {changes.isSuccess && (
        <PermissionTable
          caption={t('permissions.matrixCaption', { role: t(`role.${role}`), scope: scopeName })}
          modules={modules}
          busy={changes.isFetching || setPermission.isPending}
          cell={(module, action) => {
            const permission: Permission = `${module}:${action}`
            if (!code.has(permission))
              return (
                <Text span c="dimmed" title={t('permissions.notGiven')}>
                  —
                </Text>
              )
            const locked = isLocked(role, module)
            const wider = offWider(permission)
            return (
              <Checkbox
                aria-label={t('permissions.cellLabel', {
                  action: actionName(action),
                  module: moduleName(module),
                })}
                title={
                  locked ? t('permissions.locked') : wider ? t('permissions.offWider') : undefined
                }
                checked={!wider && !offHere(permission)}
                disabled={
                  !tunable || !online || !chosen || locked || wider || setPermission.isPending
                }
                onChange={(event) =>
                  setPermission.mutate({
                    role,
                    module,
                    action,
                    universityId,
                    campusId,
                    granted: event.currentTarget.checked,
                  })
                }
              />
            )
          }}
        />
      )}
      <Text size="xs" c="dimmed">
        — {t('permissions.notGiven')}
      </Text>
    </Stack>
  )
}
