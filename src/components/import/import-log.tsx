// The import log under an import page (issue 13, decision 0325): the register's earlier imports,
// newest first, as the server summed them: who, when, which file, and what became of its rows.
import { Alert, Stack, Table, Text, Title } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { components } from '../../../common/schema.gen'
import { api } from '../../api/client'
import { formatDateTime, formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import type { EntityView } from '../entity-view/entity-view'
import { PageButtons } from '../page-buttons'
import { TableScroller } from '../table/table-scroller'

type Entry = components['schemas']['ImportLogEntry']
type ImportRegister = components['schemas']['ImportRegister']
const PAGE = 10

async function importsOf(register: ImportRegister, page: number) {
  const { data, response } = await api.GET('/Import', {
    params: { query: { register, page, pageSize: PAGE } },
  })
  if (!data) throw new Error(`The import log could not be read (${response.status})`)
  return data
}

const n = (value: number) => formatNumber(value)

type Refusal = Entry['errors'][number]

/**
 * A refusal's words: a duplicate by the label of the field that clashed ("Roll No. is already used
 * by another record", decision 0409), else the server's message.
 */
function refusalWords(e: Refusal, view: EntityView | undefined) {
  const label = e.field && view?.fields.find((f) => f.name === e.field)?.label
  return e.outcome === 'duplicate' && label ? t('import.log.duplicate', { label }) : e.message
}

function Refusals({ entry, view }: { entry: Entry; view: EntityView | undefined }) {
  if (entry.errors.length === 0) return null
  return (
    <details>
      <summary>{t('import.log.refusals', { n: n(entry.rejected) })}</summary>
      <ul>
        {entry.errors.map((e) => (
          <li key={e.key}>
            <span translate="no">{e.key}</span>: {refusalWords(e, view)}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The log of `register`'s imports; `view` names a duplicate's field by its label. */
export function ImportLog({ register, view }: { register: ImportRegister; view?: EntityView }) {
  const [page, setPage] = useState(1)
  const log = useQuery({
    queryKey: ['/Import', register, page],
    queryFn: () => importsOf(register, page),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
  const entries = log.data?.items ?? []
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-log">
      <Title order={2} size="h3" id="import-log">
        {t('import.log.title')}
      </Title>
      {log.isError && !log.data && <Alert color="yellow">{t('import.log.offline')}</Alert>}
      {log.data && entries.length === 0 && <Text>{t('import.log.empty')}</Text>}
      {entries.length > 0 && (
        <TableScroller minWidth={860}>
          <Table aria-labelledby="import-log" fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.log.started')}</Table.Th>
                <Table.Th>{t('import.log.file')}</Table.Th>
                <Table.Th>{t('import.log.by')}</Table.Th>
                <Table.Th ta="right">{t('import.log.rows')}</Table.Th>
                <Table.Th ta="right">{t('import.log.created')}</Table.Th>
                <Table.Th ta="right">{t('import.log.updated')}</Table.Th>
                <Table.Th ta="right">{t('import.log.unchanged')}</Table.Th>
                <Table.Th ta="right">{t('import.log.invalid')}</Table.Th>
                <Table.Th>{t('import.log.rejected')}</Table.Th>
                <Table.Th>{t('import.log.chunks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.startedAt)}</Table.Td>
                  <Table.Td translate="no">{e.fileName}</Table.Td>
                  <Table.Td translate="no">
                    {e.campusName ? `${e.userName} (${e.campusName})` : e.userName}
                  </Table.Td>
                  <Table.Td ta="right">{n(e.fileRows)}</Table.Td>
                  <Table.Td ta="right">{n(e.created)}</Table.Td>
                  <Table.Td ta="right">{n(e.updated)}</Table.Td>
                  <Table.Td ta="right">{n(e.unchanged)}</Table.Td>
                  <Table.Td ta="right">{n(e.invalidRows)}</Table.Td>
                  <Table.Td>{e.rejected ? <Refusals entry={e} view={view} /> : n(0)}</Table.Td>
                  <Table.Td>
                    {e.chunksDone < e.chunks
                      ? t('import.log.waiting', { done: n(e.chunksDone), total: n(e.chunks) })
                      : t('import.log.complete')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {log.data && log.data.total > PAGE && (
        <PageButtons
          total={Math.ceil(log.data.total / PAGE)}
          value={page}
          onChange={setPage}
          aria-label={t('import.log.pages')}
        />
      )}
    </Stack>
  )
}
