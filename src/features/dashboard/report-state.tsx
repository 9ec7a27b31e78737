import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { t } from '../../lib/i18n/dashboard'
import { formatTime } from './format'

// The browser's own flag: query-core's online manager assumes "online" until an event says
// otherwise, so after a reload without a network it would not know.
const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}
const isOnline = () => navigator.onLine

/** While nothing is loaded: skeletons, the offline note, or the failure with a retry. */
export function ReportPending({ query, lines = 4 }: { query: UseQueryResult; lines?: number }) {
  if (query.fetchStatus === 'paused') return <Text c="dimmed">{t('dashboard.offlineNothing')}</Text>
  if (query.isError) return <ReportFailed onRetry={() => void query.refetch()} />
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('dashboard.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={18} radius="sm" />
      ))}
    </Stack>
  )
}

export function ReportFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" title={t('dashboard.failed')}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </Alert>
  )
}

/**
 * When the figures shown were made, and why they may be old: offline, or a refresh that failed
 * (then with a retry). Cached figures keep the server's time, so "as of" is honest after a reload.
 */
export function AsOf({ query, generatedAt }: { query: UseQueryResult; generatedAt: string }) {
  const online = useSyncExternalStore(subscribeOnline, isOnline)
  // Fresh figures restored from the device are not refetched, so the query alone may not know.
  const offline = query.fetchStatus === 'paused' || !online
  const failed = query.isError && !offline
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed" role={offline || failed ? 'status' : undefined}>
        {t('dashboard.asOf')} {formatTime(generatedAt)}
        {offline && ` · ${t('dashboard.offline')}`}
        {failed && ` · ${t('dashboard.notRefreshed')}`}
      </Text>
      {failed && (
        <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </Button>
      )}
    </Group>
  )
}
