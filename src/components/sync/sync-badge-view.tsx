import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Progress,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/navigation'
import { startedSync } from '../../offline/started-sync'
import type { SyncState } from './use-sync-state'
import { formatDateTime } from '../../lib/format/local'

const timeOf = (iso: string | null) => (iso ? formatDateTime(iso) : t('sync.never'))
const colorOf = ({ online }: SyncState) => (online ? 'green' : online === false ? 'gray' : 'blue')
const wordOf = ({ online }: SyncState) =>
  online ? t('sync.online') : online === false ? t('sync.offline') : t('sync.checking')

const syncNow = () => void startedSync().then(({ syncEngine }) => syncEngine.retryNow())

/**
 * The header's sync state: online/offline (our server answered or not), pending and parked
 * counts linking to the sync screen, a progress bar while draining, the last sync, "Sync now".
 * Spelled out on a desktop; under the `md` breakpoint (tablets, phones) one compact control, a
 * dot and the pending count, with the rest in its menu, so the header fits (issue 20).
 */
export function SyncBadgeView({ state }: { state: SyncState }) {
  return (
    <>
      <Box visibleFrom="md">
        <SyncDetails state={state} />
      </Box>
      <Box hiddenFrom="md">
        <CompactSync state={state} />
      </Box>
      <VisuallyHidden aria-live="polite">
        {state.pending ?? ''} {t('sync.pending')}
      </VisuallyHidden>
    </>
  )
}

function SyncDetails({ state }: { state: SyncState }) {
  const { pending, parked, lastSync, status } = state
  const { running, done, total } = status.progress
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t('sync.open')} role="group">
      <Badge color={colorOf(state)} variant="dot" data-testid="connectivity">
        {wordOf(state)}
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
      <Text size="xs" c="dimmed" visibleFrom="lg">
        {t('sync.lastSync')}: {timeOf(lastSync)}
      </Text>
      {status.needsSignIn && (
        <Anchor component={Link} to="/login" size="xs" c="red">
          {t('sync.signInAgain')}
        </Anchor>
      )}
      <Button size="compact-xs" variant="light" onClick={syncNow}>
        {t('sync.now')}
      </Button>
    </Group>
  )
}

function CompactSync({ state }: { state: SyncState }) {
  const { pending, parked, lastSync, status } = state
  const { running, done, total } = status.progress
  const attention = parked > 0 || status.needsSignIn
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          aria-label={`${t('sync.open')}: ${wordOf(state)}, ${pending ?? '…'} ${t('sync.pending')}`}
          leftSection={<Box component="span" w={10} h={10} bg={colorOf(state)} bdrs="xl" />}
          color={attention ? 'red' : undefined}
        >
          {pending ?? '…'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw="min(20rem, 90vw)">
        <Menu.Label>{wordOf(state)}</Menu.Label>
        <Menu.Item component={Link} to="/sync">
          {pending ?? '…'} {t('sync.pending')}
          {parked > 0 && `, ${parked} ${t('sync.conflicts')}`}
        </Menu.Item>
        {status.needsSignIn && (
          <Menu.Item component={Link} to="/login" c="red">
            {t('sync.signInAgain')}
          </Menu.Item>
        )}
        {running && total > 0 && (
          <Box px="sm" py={4}>
            <Progress value={(done / total) * 100} aria-label={`${done} / ${total}`} />
          </Box>
        )}
        <Text size="xs" c="dimmed" px="sm" py={4}>
          {t('sync.lastSync')}: {timeOf(lastSync)}
        </Text>
        <Menu.Item onClick={syncNow}>{t('sync.now')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
