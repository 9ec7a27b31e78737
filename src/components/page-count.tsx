import { Text } from '@mantine/core'
import { t } from '../lib/i18n/kit'

/**
 * The count beside every pager, worded by the catalogue in the locale's digits: a page of a list
 * held whole (`range`) reads "26–50 of 300", a list paged on the server "300 in all", one whose
 * count has not come yet "Loading…". Example: `<PageCount total={300} range={{ first: 26, last: 50 }} />`.
 */
export function PageCount({
  total,
  range,
}: {
  total: number | null
  range?: { first: number; last: number }
}) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total === null
        ? t('register.loading')
        : range
          ? t('register.range', { from: range.first, to: range.last, n: total })
          : t('register.total', { n: total })}
    </Text>
  )
}
