import { Anchor, Badge, Button, Group, Progress, Text, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/kit'
import { syncEngine } from '../../offline/sync-runtime'
import { useSyncState } from './use-sync-state'
import { formatDateTime } from '../../lib/format/local'

const timeOf = (iso: string | null) => (iso ? formatDateTime(iso) : t('sync.never'))

/**
 * The header's sync badge: online/offline (our server answered or not), pending and parked
 * counts linking to the sync screen, a progress bar while draining, the last sync, "Sync now".
 */
export function SyncBadge() {
  const { online, status, pending, parked, lastSync } = useSyncState()
  const { running, done, total } = status.progress
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t('sync.open')} role="group">
      <Badge
        color={online ? 'green' : online === false ? 'gray' : 'blue'}
        variant="dot"
        data-testid="connectivity"
      >
        {online ? t('sync.online') : online === false ? t('sync.offline') : t('sync.checking')}
      </Badge>
      <Anchor component={Link} to="/sync" size="sm">
        <span data-testid="pending-count">{pending ?? '…'}</span> {t('sync.pending')}
        {parked > 0 && (
          <Text span c="red" size="sm">
            , {parked} {t('sync.conflicts')}
          </Text>
        )}
      </Anchor>
      {running && total > 0 && (
        <Progress value={(done / total) * 100} w={60} aria-label={`${done} / ${total}`} />
      )}
      <Text size="xs" c="dimmed" visibleFrom="md">
        {t('sync.lastSync')}: {timeOf(lastSync)}
      </Text>
      {status.needsSignIn && (
        <Anchor component={Link} to="/login" size="xs" c="red">
          {t('sync.signInAgain')}
        </Anchor>
      )}
      <Button size="compact-xs" variant="light" onClick={() => void syncEngine.retryNow()}>
        {t('sync.now')}
      </Button>
      <VisuallyHidden aria-live="polite">
        {pending ?? ''} {t('sync.pending')}
      </VisuallyHidden>
    </Group>
  )
}
