import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { t } from '../../lib/i18n/dashboard'
import { useOnline } from '../../offline/use-online'
import { formatTime } from './format'

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
  // Fresh figures restored from the device are not refetched, so the query alone may not know:
  // the app's own probe of the server says, as in the sync header (`navigator.onLine` may still
  // say online to a page reloaded without a network).
  const online = useOnline()
  const offline = query.fetchStatus === 'paused' || online === false
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
