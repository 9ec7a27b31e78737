import { Menu } from '@mantine/core'
import { MenuDropdown } from '../menu-dropdown'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/navigation'
import type { NavItem } from '../../lib/navigation/main-menu'
import type { MenuOf } from '../lazy-menu'

/** A main menu's dropdown of links (HEMIS Reports, Links), loaded at its first use (`main-menu.tsx`). */
export function MenuLinks({
  target,
  items,
  externalUrl,
}: MenuOf<{ items: NavItem[]; externalUrl?: string }>) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <MenuDropdown>
        {items.map((item) => (
          <Menu.Item key={item.link} component={Link} to={item.link}>
            {item.title}
          </Menu.Item>
        ))}
        {externalUrl && (
          <Menu.Item component="a" href={externalUrl} target="_blank" rel="noreferrer">
            {t('nav.oldSystem')}
          </Menu.Item>
        )}
      </MenuDropdown>
    </Menu>
  )
}
