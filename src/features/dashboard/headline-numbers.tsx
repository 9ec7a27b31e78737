import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useId } from 'react'
import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/dashboard'
import { useFiscalYears } from './filter-option-queries'
import { FiscalYearLabel } from './fiscal-year-label'
import { formatCount } from './format'
import { AsOf, ReportPending } from './report-state'

type Summary = components['schemas']['DashboardSummary']
type Figure = keyof Summary['current']

const figures: { key: Figure; label: string }[] = [
  { key: 'students', label: t('dashboard.headline.students') },
  { key: 'campuses', label: t('dashboard.headline.campuses') },
  { key: 'graduates', label: t('dashboard.headline.graduates') },
  { key: 'dropouts', label: t('dashboard.headline.dropouts') },
]

/** Students, campuses, graduates and dropouts of the chosen fiscal year, with the change from the year before. */
export function HeadlineNumbers<K extends QueryKey>({
  options,
  userId,
}: {
  options: UseQueryOptions<Summary, Error, Summary, K>
  userId: number
}) {
  const headingId = useId()
  const query = useQuery(options)
  const fiscalYears = useFiscalYears(userId)
  const summary = query.data
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('dashboard.headline')}
            {summary && (
              <>
                {' · '}
                <FiscalYearLabel name={summary.fiscalYear} fiscalYears={fiscalYears} />
              </>
            )}
          </Title>
          <Text size="xs" c="dimmed">
            {t('dashboard.headline.note')}
          </Text>
        </div>
        {summary ? (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {figures.map(({ key, label }) => (
                <div key={key} role="group" aria-label={label}>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text fz={28} fw={700} lh={1.2}>
                    {formatCount(summary.current[key])}
                  </Text>
                  <Text size="xs">{change(summary, key)}</Text>
                </div>
              ))}
            </SimpleGrid>
            <AsOf query={query} generatedAt={summary.generatedAt} />
          </>
        ) : (
          <ReportPending query={query} lines={2} />
        )}
      </Stack>
    </Card>
  )
}

/** `+12 from 2080/81`, `−5 from 2080/81`, `No change from 2080/81`, or that there is no earlier year. */
export function change(summary: Summary, key: Figure): string {
  if (!summary.previous || !summary.previousFiscalYear) return t('dashboard.headline.noPrevious')
  const diff = summary.current[key] - summary.previous[key]
  const year = summary.previousFiscalYear
  if (diff === 0) return `${t('dashboard.headline.unchanged')} ${year}`
  const sign = diff > 0 ? '+' : '−'
  return `${sign}${formatCount(Math.abs(diff))} ${t('dashboard.headline.from')} ${year}`
}
