import { NavLink, Stack, Text } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import { t } from '../../lib/i18n/navigation'
import { isVisibleTo } from '../../lib/navigation/main-menu'
import type { Section } from '../../lib/navigation/section-links'
import { useSignedInUser } from '../../lib/session/session-store'

/** The side navigation of the section the path is in (spec §2 "Sections"). */
export function SideNav({ section }: { section: Section }) {
  const user = useSignedInUser()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const links = section.links.filter((link) => isVisibleTo(link, user))
  if (links.length === 0) return null
  return (
    <Stack component="nav" aria-label={t('section.pages', { section: section.title })} gap={2}>
      <Text fw={700} size="sm" c="dimmed" tt="uppercase" px="sm" pb={4}>
        {section.title}
      </Text>
      {links.map((link) => (
        <NavLink
          key={link.link}
          component={Link}
          to={link.link}
          label={link.title}
          active={pathname === link.link}
          aria-current={pathname === link.link ? 'page' : undefined}
        />
      ))}
    </Stack>
  )
}
