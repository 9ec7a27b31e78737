import { Menu, useMenuContext, type MenuDropdownProps } from '@mantine/core'
import type { KeyboardEvent } from 'react'

/**
 * A menu's list of items that Tab leaves, as WAI-ARIA's menu button pattern asks (decision 0399):
 * Tab or Shift+Tab closes the menu and goes on from its button, where Mantine's focus trap kept
 * going round the items. Every menu of the app opens its items through this.
 */
export function MenuDropdown(props: MenuDropdownProps) {
  const menu = useMenuContext()
  const leave = (event: KeyboardEvent<HTMLDivElement>) => {
    props.onKeyDown?.(event)
    if (event.key !== 'Tab' || event.defaultPrevented) return
    // The button takes the focus first, so the browser's own Tab goes on from it, either way.
    const button = event.currentTarget.getAttribute('aria-labelledby')
    if (button) document.getElementById(button)?.focus()
    menu.closeDropdown()
  }
  return <Menu.Dropdown {...props} onKeyDown={leave} />
}
