import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fiscalYearFirstDay } from '../../../common/bikram-sambat'
import { api } from '../../api/client'
import { EntityTable } from '../../components/entity-table/entity-table'
import { MemoryPager, pageOf } from '../../components/entity-table/memory-pager'
import { PAGE_SIZES } from '../../components/entity-list-page/list-search'
import type { CachedRecord } from '../../offline/db'
import { t } from '../../lib/i18n/setup'
import { fiscalYearView } from './fiscal-year-view'

const noMarks = new Map()
const noLookup = () => undefined

/**
 * Spec §2: the fiscal-year page is public. A visitor who is not signed in reads the list (BS and
 * AD dates, which year is current) straight from the public `GET /FiscalYear`, without edits and
 * without the device cache, which belongs to a signed-in user.
 */
export function PublicFiscalYears() {
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({
    page: 1,
    pageSize: PAGE_SIZES[0],
  })
  const { data, error, refetch, isPending } = useQuery({
    queryKey: ['/FiscalYear', 'public'],
    queryFn: async () => (await api.GET('/FiscalYear')).data ?? [],
  })
  const rows: CachedRecord[] = (data ?? []).map((year) => ({
    scope: 'public',
    entity: 'fiscalYear',
    key: String(year.id),
    id: year.id,
    version: year.version,
    data: year,
  }))
  const shown = pageOf(rows.length, paging.page, paging.pageSize)
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {fiscalYearView.title}
      </Title>
      <Text c="dimmed">{t('setup.publicFiscalYears', { day: fiscalYearFirstDay.day })}</Text>
      {error && (
        <Alert color="red" title={t('setup.loadFailed')}>
          <Group>
            <Text size="sm">{error.message}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
              {t('setup.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {isPending ? (
        <Text aria-live="polite">{t('setup.loading')}</Text>
      ) : (
        <EntityTable
          view={fiscalYearView}
          rows={rows.slice(shown.first, shown.first + paging.pageSize)}
          first={shown.first}
          marks={noMarks}
          lookup={noLookup}
          pager={
            <MemoryPager
              count={rows.length}
              page={shown.current}
              pageSize={paging.pageSize}
              onPage={(page, pageSize) => setPaging({ page, pageSize })}
            />
          }
        />
      )}
    </Stack>
  )
}
