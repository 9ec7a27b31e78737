import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { mayTune } from '../../../../common/role-rank'
import { ApiError } from '../../../api/api-error'
import { LocalDate } from '../../../components/dates/local-date'
import { TableScroller } from '../../../components/table/table-scroller'
import { t } from '../../../lib/i18n/users'
import { roleOf } from '../../../lib/session/role'
import { useSignedInUser } from '../../../lib/session/session-store'
import { useOnline } from '../../../offline/use-online'
import { Forbidden } from '../forbidden'
import { campusesQuery, universitiesQuery } from '../institution-options'
import {
  maySetPermissions,
  permissionChangesQuery,
  permissionName,
  placeName,
  useSetPermission,
} from './permission-data'

const assignPages = [
  ['/user-management/assign-permission', 'all'],
  ['/user-management/assign-permission-ugc', 'commission'],
  ['/user-management/assign-permission-uni', 'university'],
  ['/user-management/assign-permission-campus', 'campus'],
] as const

/**
 * Permission Management (issue 16, decision 0332): every permission turned off that the caller may
 * read, by role, where it applies, who turned it off and when; the commission turns one back on.
 */
export function PermissionChanges() {
  const me = useSignedInUser()
  const myRole = roleOf(me)
  const online = useOnline()
  const changes = useQuery(permissionChangesQuery)
  const universities = useQuery(universitiesQuery)
  const campuses = useQuery(campusesQuery)
  const setPermission = useSetPermission()
  if (changes.error instanceof ApiError && changes.error.status === 403)
    return <Forbidden title={t('permissions.changesTitle')} />
  const mayChange = maySetPermissions(me)
  const placeOf = (row: { universityId: number | null; campusId: number | null }) =>
    placeName(row, universities.data, campuses.data) ?? `#${row.campusId ?? row.universityId}`
  const rows = changes.data ?? []
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('permissions.changesTitle')}
      </Title>
      <Text size="sm">{t('permissions.changesNote')}</Text>
      <Group gap="md">
        {assignPages.map(([to, level]) => (
          <Anchor key={to} component={Link} to={to}>
            {t(`permissions.title.${level}`)}
          </Anchor>
        ))}
      </Group>
      {changes.isError && !(changes.error instanceof ApiError) && (
        <Alert color="red">{t('permissions.offline')}</Alert>
      )}
      {changes.isSuccess && rows.length === 0 ? (
        <Alert color="gray">{t('permissions.none')}</Alert>
      ) : (
        <TableScroller minWidth={760}>
          <Table striped aria-busy={changes.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('permissions.role')}</Table.Th>
                <Table.Th>{t('permissions.permission')}</Table.Th>
                <Table.Th>{t('permissions.appliesTo')}</Table.Th>
                <Table.Th>{t('permissions.changedBy')}</Table.Th>
                <Table.Th>{t('permissions.changedAt')}</Table.Th>
                {mayChange && <Table.Th aria-label={t('permissions.turnOn')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const words = {
                  permission: permissionName(row.module, row.action),
                  role: t(`role.${row.role}`),
                }
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{words.role}</Table.Td>
                    <Table.Td>{words.permission}</Table.Td>
                    <Table.Td>{placeOf(row)}</Table.Td>
                    <Table.Td>{row.changedBy ?? '—'}</Table.Td>
                    <Table.Td>
                      <LocalDate value={row.changedAt} />
                    </Table.Td>
                    {mayChange && (
                      <Table.Td>
                        {mayTune(myRole, row.role) && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            disabled={!online || setPermission.isPending}
                            aria-label={t('permissions.turnOnLabel', words)}
                            onClick={() =>
                              setPermission.mutate({
                                role: row.role,
                                module: row.module,
                                action: row.action,
                                universityId: row.universityId,
                                campusId: row.campusId,
                                granted: true,
                              })
                            }
                          >
                            {t('permissions.turnOn')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  )
}
