import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { mayGive } from '../../../common/role-rank'
import { roles } from '../../../common/roles'
import type { components } from '../../../common/schema.gen'
import { ApiError } from '../../api/api-error'
import { problemText } from '../../lib/i18n/problem-text'
import { api } from '../../api/client'
import { t } from '../../lib/i18n/users'
import { roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import { formatDateTime } from '../../lib/format/local'
import { PageButtons } from '../../components/page-buttons'
import { TableScroller } from '../../components/table/table-scroller'
import { Forbidden } from './forbidden'

type Account = components['schemas']['UserAccount']
type Filters = { search: string; role: string | null; status: string | null; page: number }
const PAGE_SIZE = 25

const listUsers = async ({ search, role, status, page }: Filters) =>
  (
    await api.GET('/User/GetAll', {
      params: {
        query: {
          search: search.trim() || undefined,
          role: (role as Account['role'] | null) ?? undefined,
          status: status === null ? undefined : status === 'true',
          page,
          pageSize: PAGE_SIZE,
        },
      },
    })
  ).data

const changeAccount = (account: Account, body: components['schemas']['UserAccountPatch']) =>
  api.PATCH('/User/{id}', {
    params: {
      path: { id: account.id },
      header: { 'Idempotency-Key': crypto.randomUUID(), 'If-Match': `"${account.version}"` },
    },
    body,
  })

const sendReset = (account: Account) =>
  api.POST('/User/{id}/SendPasswordReset', {
    params: { path: { id: account.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
  })

const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('users.never'))

/**
 * The accounts the signed-in administrator manages (all for the commission, their university's for a
 * UniAdmin), paged on the server, with search and filters; disable or enable, mail a reset link.
 * Online only: managing access is not something to queue on a device (decision 0308).
 */
export function UserList() {
  const me = useSignedInUser()
  const myRole = roleOf(me)
  const queryClient = useQueryClient()
  const [filters, setFilters] = useState<Filters>({ search: '', role: null, status: null, page: 1 })
  const users = useQuery({
    queryKey: ['/User/GetAll', filters],
    queryFn: () => listUsers(filters),
    placeholderData: keepPreviousData,
  })
  const done = (message: string) => {
    notifications.show({ color: 'green', message })
    void queryClient.invalidateQueries({ queryKey: ['/User/GetAll'] })
  }
  const failed = (error: Error) =>
    notifications.show({
      color: 'red',
      message: problemText(error, t('users.offline')),
    })
  const toggle = useMutation({
    mutationFn: (account: Account) => changeAccount(account, { status: !account.status }),
    onSuccess: () => done(t('users.changed')),
    onError: failed,
  })
  const reset = useMutation({
    mutationFn: sendReset,
    onSuccess: () => done(t('users.resetSent')),
    onError: failed,
  })
  const set = (next: Partial<Filters>) => setFilters({ ...filters, page: 1, ...next })

  if (users.error instanceof ApiError && users.error.status === 403)
    return <Forbidden title={t('users.listTitle')} />
  const page = users.data
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('users.listTitle')}
      </Title>
      <Group align="flex-end" role="search" aria-label={t('setup.filters')}>
        <TextInput
          label={t('users.search')}
          value={filters.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          w={260}
        />
        <Select
          label={t('users.role')}
          placeholder={t('users.allRoles')}
          data={roles.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          value={filters.role}
          onChange={(role) => set({ role })}
          clearable
          w={180}
        />
        <Select
          label={t('setup.status')}
          placeholder={t('users.anyStatus')}
          data={[
            { value: 'true', label: t('users.enabledOnly') },
            { value: 'false', label: t('users.disabledOnly') },
          ]}
          value={filters.status}
          onChange={(status) => set({ status })}
          clearable
          w={160}
        />
      </Group>
      {users.isError && !(users.error instanceof ApiError) && (
        <Alert color="red">{t('users.offline')}</Alert>
      )}
      <TableScroller minWidth={760}>
        <Table striped highlightOnHover aria-busy={users.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.fullName')}</Table.Th>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th>{t('users.role')}</Table.Th>
              <Table.Th>{t('users.lastSignIn')}</Table.Th>
              <Table.Th>{t('setup.status')}</Table.Th>
              <Table.Th>{t('setup.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(page?.items ?? []).map((account) => {
              const manageable = mayGive(myRole, account.role) && account.id !== me.id
              return (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.fullName}</Table.Td>
                  <Table.Td>{account.email}</Table.Td>
                  <Table.Td>{t(`role.${account.role}`)}</Table.Td>
                  <Table.Td>
                    {account.mustSetPassword ? t('users.pending') : when(account.lastSignInAt)}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="dot"
                      color={account.status ? 'green' : 'gray'}
                      c="var(--mantine-color-text)"
                    >
                      {account.status ? t('users.enabled') : t('users.disabled')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {manageable && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={`${account.status ? t('users.disable') : t('users.enable')}: ${account.fullName}`}
                          onClick={() => toggle.mutate(account)}
                        >
                          {account.status ? t('users.disable') : t('users.enable')}
                        </Button>
                        {account.status && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={`${t('users.sendReset')}: ${account.fullName}`}
                            onClick={() => reset.mutate(account)}
                          >
                            {t('users.sendReset')}
                          </Button>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {page && page.items.length === 0 && <Text c="dimmed">{t('users.empty')}</Text>}
      {page && (
        <Group justify="space-between">
          <Text size="sm">
            {page.total} {t('users.total')}
          </Text>
          <PageButtons
            total={Math.max(1, Math.ceil(page.total / PAGE_SIZE))}
            value={filters.page}
            onChange={(p) => setFilters({ ...filters, page: p })}
          />
        </Group>
      )}
    </Stack>
  )
}
