import { Anchor, Box, Burger, Container, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link } from '@tanstack/react-router'
import { Suspense, useState, type ReactNode } from 'react'
import { t } from '../../lib/i18n/t'
import type { Section } from '../../lib/navigation/section-links'
import { lazyOr } from '../../lib/lazy-or'
import classes from './layout.module.css'
import { switchSignedInDisplay } from '../../lib/session/account-display'
import { DigitsSwitch, LanguageSwitch } from './language-switch'
import { MainMenu } from './main-menu'
import { UserMenu } from './user-menu'

// The drawer (Mantine's dialog, focus trap and scroll lock) downloads at the burger's first press;
// without its chunk (offline before the service worker has it) the burger opens nothing.
const HeaderDrawer = lazyOr(
  () => import('./header-drawer').then((m) => m.HeaderDrawer),
  () => null,
)

/** Signed-in header: brand, main menu (in a drawer on small screens), extra status, user menu. */
export function MainHeader({ section, extra }: { section: Section; extra?: ReactNode }) {
  const [drawerOpen, drawer] = useDisclosure(false)
  const [drawerAsked, setDrawerAsked] = useState(false)
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpen}
              onClick={() => {
                setDrawerAsked(true)
                drawer.toggle()
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.openMenu')}
            />
            <Anchor component={Link} to="/" underline="never" c="inherit">
              <Text component="span" className={classes.brand}>
                {t('app.name')}
              </Text>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {extra}
            {/* On a phone the digits switch waits in the drawer: the header has no room for it. */}
            <Box visibleFrom="sm">
              <DigitsSwitch onChoose={(digits) => void switchSignedInDisplay({ digits })} />
            </Box>
            <LanguageSwitch onChoose={(locale) => void switchSignedInDisplay({ locale })} />
            <UserMenu />
          </Group>
        </Group>
        <Box visibleFrom="md" pt="xs">
          <MainMenu />
        </Box>
      </Container>
      {drawerAsked && (
        <Suspense>
          <HeaderDrawer opened={drawerOpen} onClose={drawer.close} section={section} />
        </Suspense>
      )}
    </Box>
  )
}
