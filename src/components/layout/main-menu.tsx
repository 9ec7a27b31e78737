import { Button, Group, Stack } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import { deployment } from '../../lib/deployment'
import { t } from '../../lib/i18n/navigation'
import {
  isVisibleTo,
  linksMenu,
  mainMenu,
  reportMenu,
  summaryReportLinks,
  type NavItem,
} from '../../lib/navigation/main-menu'
import { levelOf, roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import { lazyMenu } from '../lazy-menu'

// The dropdowns' menus download when first wanted (decision 0348).
const Links = lazyMenu(() => import('./menu-links').then((m) => m.MenuLinks))

/** The main menu with the HEMIS Reports and Links dropdowns, filtered by the user's role (spec §6). */
export function MainMenu({ vertical = false }: { vertical?: boolean }) {
  const user = useSignedInUser()
  const level = levelOf(roleOf(user))
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const items = mainMenu.filter((item) => isVisibleTo(item, user))
  const reports: NavItem[] =
    level === 'student'
      ? []
      : [
          { title: t('menu.summaryReport'), link: summaryReportLinks[level], disabledRoles: [] },
          ...reportMenu.filter((item) => isVisibleTo(item, user)),
        ]
  const links = linksMenu.filter((item) => isVisibleTo(item, user))
  const showLinks = links.length > 0
  const Layout = vertical ? Stack : Group

  const isCurrent = (link: string) =>
    link === '/' ? pathname === '/' : pathname === link || pathname.startsWith(`${link}/`)

  return (
    <Layout component="nav" aria-label={t('nav.main')} gap={vertical ? 2 : 4}>
      {items.map((item) => (
        <Button
          key={item.link}
          component={Link}
          to={item.link}
          variant={isCurrent(item.link) ? 'light' : 'subtle'}
          size="compact-sm"
          justify={vertical ? 'flex-start' : undefined}
          aria-current={isCurrent(item.link) ? 'page' : undefined}
        >
          {item.title}
        </Button>
      ))}
      {reports.length > 0 && <Dropdown label={t('nav.reports')} items={reports} />}
      {showLinks && (
        <Dropdown label={t('nav.links')} items={links} externalUrl={deployment.oldSystemUrl} />
      )}
    </Layout>
  )
}

function Dropdown({
  label,
  items,
  externalUrl,
}: {
  label: string
  items: NavItem[]
  externalUrl?: string
}) {
  return (
    <Links
      items={items}
      externalUrl={externalUrl}
      target={
        <Button variant="subtle" size="compact-sm">
          {label} ▾
        </Button>
      }
    />
  )
}
