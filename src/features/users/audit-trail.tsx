import { Alert, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { components } from '../../../common/schema.gen'
import { ApiError } from '../../api/api-error'
import { api } from '../../api/client'
import { t } from '../../lib/i18n/users'
import { LocalDate } from '../../components/dates/local-date'
import { PageButtons } from '../../components/page-buttons'
import { TableScroller } from '../../components/table/table-scroller'
import { ExportMenu } from '../../components/export/export-menu'
import type { ExportTable } from '../../components/export/export-columns'
import type { RowBatch } from '../../components/export/export-rows'
import { formatDateTime } from '../../lib/format/local'
import { Forbidden } from './forbidden'

type Entry = components['schemas']['AuditEntry']
type Filters = { table: string; from: string; to: string; page: number }
const PAGE_SIZE = 50
/** The contract's largest page, for an export. */
const EXPORT_PAGE = 100

const queryOf = (filters: Filters) => ({
  table: /^[a-z_]+$/.test(filters.table) ? filters.table : undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
})

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

const recordOf = (entry: Entry) => `${entry.tableName} #${entry.recordId} (${entry.action})`
const changesText = (entry: Entry) =>
  Object.entries(entry.changes)
    .map(([field, [before, after]]) => `${field}: ${shown(before)} → ${shown(after)}`)
    .join('; ')

/** The trail as an export writes it: every entry the filters keep, as the table shows it. */
const auditExport: ExportTable = {
  activeFlag: false,
  columns: [
    { key: 'at', label: t('audit.when'), value: (row) => formatDateTime(String(row.at)) },
    { key: 'userEmail', label: t('audit.who') },
    { key: 'address', label: t('audit.address') },
    { key: 'operationId', label: t('audit.operation') },
    { key: 'recordId', label: t('audit.record'), value: (row) => recordOf(row as Entry) },
    { key: 'changes', label: t('audit.changes'), value: (row) => changesText(row as Entry) },
  ],
}

/** Every entry the filters keep, read from the server a page at a time. */
async function* auditRows(filters: Filters): AsyncGenerator<RowBatch> {
  for (let page = 1; ; page++) {
    const answer = (
      await api.GET('/Audit', {
        params: { query: { ...queryOf(filters), page, pageSize: EXPORT_PAGE } },
      })
    ).data!
    yield { rows: answer.items, total: answer.total }
    if (page * EXPORT_PAGE >= answer.total) return
  }
}

function Changes({ entry }: { entry: Entry }) {
  return (
    <Stack gap={2}>
      {Object.entries(entry.changes).map(([field, [before, after]]) => (
        <Text key={field} size="xs">
          <Code>{field}</Code> {shown(before)} → {shown(after)}
        </Text>
      ))}
    </Stack>
  )
}

/**
 * The audit trail (issue 16): every change API requests made to records, newest first, with who,
 * when, from where, the operation and the fields old → new. The server decides what the viewer may
 * see (the commission all, a UniAdmin their university's); it cannot be edited.
 */
export function AuditTrail() {
  const [filters, setFilters] = useState<Filters>({ table: '', from: '', to: '', page: 1 })
  const entries = useQuery({
    queryKey: ['/Audit', filters],
    queryFn: async () =>
      (
        await api.GET('/Audit', {
          params: { query: { ...queryOf(filters), page: filters.page, pageSize: PAGE_SIZE } },
        })
      ).data,
    placeholderData: keepPreviousData,
  })
  const set = (next: Partial<Filters>) => setFilters({ ...filters, page: 1, ...next })
  if (entries.error instanceof ApiError && entries.error.status === 403)
    return <Forbidden title={t('audit.title')} />
  const page = entries.data
  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <ExportMenu
          view={auditExport}
          title={t('audit.title')}
          lookup={() => undefined}
          module="users"
          source={{ read: () => auditRows(filters) }}
        />
      </Group>
      <Group align="flex-end" role="search" aria-label={t('setup.filters')}>
        <TextInput
          label={t('audit.table')}
          placeholder={t('audit.tableExample')}
          value={filters.table}
          onChange={(e) => set({ table: e.currentTarget.value.trim() })}
          w={200}
        />
        <TextInput
          label={t('audit.from')}
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          label={t('audit.to')}
          type="date"
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
      </Group>
      {entries.isError && !(entries.error instanceof ApiError) && (
        <Alert color="red">{t('users.offline')}</Alert>
      )}
      <TableScroller minWidth={900}>
        <Table striped aria-busy={entries.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.when')}</Table.Th>
              <Table.Th>{t('audit.who')}</Table.Th>
              <Table.Th>{t('audit.address')}</Table.Th>
              <Table.Th>{t('audit.operation')}</Table.Th>
              <Table.Th>{t('audit.record')}</Table.Th>
              <Table.Th>{t('audit.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(page?.items ?? []).map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <LocalDate value={entry.at} />
                </Table.Td>
                <Table.Td>{entry.userEmail ?? t('audit.system')}</Table.Td>
                <Table.Td>{entry.address ?? '—'}</Table.Td>
                <Table.Td>{entry.operationId ?? '—'}</Table.Td>
                <Table.Td>{recordOf(entry)}</Table.Td>
                <Table.Td>
                  <Changes entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {page && page.items.length === 0 && <Text c="dimmed">{t('audit.empty')}</Text>}
      {page && page.total > PAGE_SIZE && (
        <PageButtons
          total={Math.ceil(page.total / PAGE_SIZE)}
          value={filters.page}
          onChange={(p) => setFilters({ ...filters, page: p })}
        />
      )}
    </Stack>
  )
}
