import { Box, Menu, Progress, Text } from '@mantine/core'
import { MenuDropdown } from '../menu-dropdown'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/navigation'
import type { MenuOf } from '../lazy-menu'
import { countOf, syncNow, timeOf, wordOf } from './sync-words'
import type { SyncState } from './use-sync-state'

/** The compact sync badge's menu (tablets, phones), loaded at its first use (`sync-badge-view.tsx`). */
export function SyncMenu({ target, state }: MenuOf<{ state: SyncState }>) {
  const { pending, parked, lastSync, status } = state
  const { running, done, total } = status.progress
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <MenuDropdown maw="min(20rem, 90vw)">
        <Menu.Label>{wordOf(state)}</Menu.Label>
        <Menu.Item component={Link} to="/sync">
          {countOf(pending)} {t('sync.pending')}
          {parked > 0 && `, ${countOf(parked)} ${t('sync.conflicts')}`}
        </Menu.Item>
        {status.needsSignIn && (
          <Menu.Item component={Link} to="/login" c="red">
            {t('sync.signInAgain')}
          </Menu.Item>
        )}
        {running && total > 0 && (
          <Box px="sm" py={4}>
            <Progress
              value={(done / total) * 100}
              aria-label={`${countOf(done)} / ${countOf(total)}`}
            />
          </Box>
        )}
        <Text size="xs" c="dimmed" px="sm" py={4}>
          {t('sync.lastSync')}: {timeOf(lastSync)}
        </Text>
        <Menu.Item onClick={syncNow}>{t('sync.now')}</Menu.Item>
      </MenuDropdown>
    </Menu>
  )
}
