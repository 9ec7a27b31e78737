import { Skeleton } from '@mantine/core'
import { Suspense, type ReactNode } from 'react'
import { t } from '../../lib/i18n/dashboard'

/**
 * Gives a chart one text alternative (screen readers hear what it shows and are pointed to the
 * table beside it, which holds the same figures) and a skeleton while its code loads.
 */
export function ChartFrame({
  title,
  height = 200,
  children,
}: {
  title: string
  height?: number
  children: ReactNode
}) {
  return (
    <div role="img" aria-label={`${t('dashboard.chartOf')} ${title}; ${t('dashboard.chartHint')}`}>
      <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>
    </div>
  )
}
