import { Anchor, Badge, Box, Button, Group, Progress, Text, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/navigation'
import { lazyMenu } from '../lazy-menu'
import { colorOf, countOf, syncNow, timeOf, wordOf } from './sync-words'
import type { SyncState } from './use-sync-state'

// The compact badge's menu downloads when first wanted (decision 0348).
const SyncMenu = lazyMenu(() => import('./sync-menu').then((m) => m.SyncMenu))

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
        {state.pending === null ? '' : countOf(state.pending)} {t('sync.pending')}
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
        <span data-testid="pending-count">{countOf(pending)}</span> {t('sync.pending')}
        {parked > 0 && (
          <Text span c="red" size="sm">
            , {countOf(parked)} {t('sync.conflicts')}
          </Text>
        )}
      </Anchor>
      {running && total > 0 && (
        <Progress
          value={(done / total) * 100}
          w={60}
          aria-label={`${countOf(done)} / ${countOf(total)}`}
        />
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
  const { pending, parked } = state
  const { needsSignIn } = state.status
  // What waits on the person (edits to resolve, a sign-in) shows on the button itself, in red and
  // in its name: on a tablet the menu is the only other place that says it.
  const attention = parked > 0 || needsSignIn
  const label = [
    `${t('sync.open')}: ${wordOf(state)}`,
    `${countOf(pending)} ${t('sync.pending')}`,
    parked > 0 && `${countOf(parked)} ${t('sync.conflicts')}`,
    needsSignIn && t('sync.signInAgain'),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <SyncMenu
      state={state}
      target={
        <Button
          variant={attention ? 'filled' : 'default'}
          color={attention ? 'red' : undefined}
          size="compact-md"
          aria-label={label}
          leftSection={<Box component="span" w={10} h={10} bg={colorOf(state)} bdrs="xl" />}
        >
          {countOf(pending)}
          {attention && (
            <Text span fw={700} ml={4} aria-hidden>
              {parked > 0 ? `· ${countOf(parked)} !` : '!'}
            </Text>
          )}
        </Button>
      }
    />
  )
}
