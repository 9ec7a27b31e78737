import { Button, Group, List, Menu, Modal, Stack, Text } from '@mantine/core'
import { MenuDropdown } from '../menu-dropdown'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/t'
import type { MenuOf } from '../lazy-menu'

/**
 * The user menu itself (spec §2 "User menu") and the question before signing out with unsent
 * edits, loaded at the menu's first use (`user-menu.tsx`): sign-out is reached only through it.
 */
export function UserMenuItems({
  target,
  showProfile,
  onLogout,
  warnings,
  onStay,
  onSignOut,
}: MenuOf<{
  showProfile: boolean
  onLogout: () => void
  warnings: string[]
  onStay: () => void
  onSignOut: () => void
}>) {
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>{target}</Menu.Target>
        <MenuDropdown>
          {showProfile && (
            <Menu.Item component={Link} to="/profile">
              {t('nav.profile')}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/change-password">
            {t('nav.changePassword')}
          </Menu.Item>
          <Menu.Item onClick={onLogout}>{t('nav.logout')}</Menu.Item>
        </MenuDropdown>
      </Menu>
      <Modal opened={warnings.length > 0} onClose={onStay} title={t('signOut.confirmTitle')}>
        <Stack>
          <List>
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
          <Text size="sm">{t('signOut.keptNote')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onStay}>
              {t('signOut.stay')}
            </Button>
            <Button color="red" onClick={onSignOut}>
              {t('signOut.anyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
