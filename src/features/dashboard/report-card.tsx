import { Card, Stack, Text, Title } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useDeferredValue, useId, type ReactNode } from 'react'
import { t } from '../../lib/i18n/dashboard'
import classes from './report-card.module.css'
import { AsOf, ReportPending } from './report-state'

type Props<T extends { generatedAt: string }, K extends QueryKey> = {
  title: string
  note?: string
  options: UseQueryOptions<T, Error, T, K>
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}

/**
 * One dashboard figure with every state a call can be in: skeletons while loading, a retry after a
 * failure, words for an empty result, and the time of the figures. Never a blank chart. The card
 * asks for its own figures, so a report's answer re-renders its card alone, not the page's others.
 * Example: `<ReportCard title="Dropouts" options={q} isEmpty={(d) => !d.rows.length}>{(d) => …}</ReportCard>`
 */
export function ReportCard<T extends { generatedAt: string }, K extends QueryKey>({
  title,
  note,
  options,
  isEmpty,
  children,
}: Props<T, K>) {
  const headingId = useId()
  const query = useQuery(options)
  // An answer is drawn in a render React may pause, not in the store update's blocking one: a
  // report's table or chart then never holds a phone's main thread for one long task (issue 19).
  // The skeleton stays until then.
  const data = useDeferredValue(query.data)
  return (
    <Card
      component="section"
      withBorder
      padding="md"
      aria-labelledby={headingId}
      className={classes.card}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {data === undefined ? (
          <ReportPending query={query} />
        ) : (
          <>
            {isEmpty(data) ? <Text>{t('dashboard.empty')}</Text> : children(data)}
            <AsOf query={query} generatedAt={data.generatedAt} />
          </>
        )}
      </Stack>
    </Card>
  )
}
