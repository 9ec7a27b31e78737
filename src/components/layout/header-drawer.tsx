import { Box, Drawer } from '@mantine/core'
import { t } from '../../lib/i18n/t'
import type { Section } from '../../lib/navigation/section-links'
import { switchSignedInDisplay } from '../../lib/session/account-display'
import { DigitsSwitch } from './language-switch'
import { MainMenu } from './main-menu'
import { SideNav } from './side-nav'

/**
 * The header's menu on a phone or tablet: the main menu, the section's pages and the digits
 * switch, in a drawer loaded at the burger's first press (`main-header.tsx`, decision 0348).
 */
export function HeaderDrawer({
  opened,
  onClose,
  section,
}: {
  opened: boolean
  onClose: () => void
  section: Section
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menu')} size="xs">
      <Box onClick={onClose}>
        <MainMenu vertical />
        <Box mt="lg">
          <SideNav section={section} />
        </Box>
        <Box hiddenFrom="sm" mt="lg">
          <DigitsSwitch onChoose={(digits) => void switchSignedInDisplay({ digits })} />
        </Box>
      </Box>
    </Drawer>
  )
}
