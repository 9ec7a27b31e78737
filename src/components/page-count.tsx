import { Text } from '@mantine/core'
import { t } from '../lib/i18n/kit'

/**
 * The count beside every pager, worded by the catalogue in the locale's digits: a page of a list
 * held whole (`range`) reads "26–50 of 300", a list paged on the server "300 in all", one whose
 * count has not come yet "Loading…"; a search the server counted up to its cap (`capped`, decision
 * 0426) "1–25 of more than 2,000". Example: `<PageCount total={300} range={{ first: 26, last: 50 }} />`.
 */
export function PageCount({
  total,
  range,
  capped = false,
}: {
  total: number | null
  range?: { first: number; last: number }
  capped?: boolean
}) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total === null
        ? t('register.loading')
        : range
          ? t(capped ? 'register.rangeMore' : 'register.range', {
              from: range.first,
              to: range.last,
              n: total,
            })
          : t(capped ? 'register.totalMore' : 'register.total', { n: total })}
    </Text>
  )
}
