// @vitest-environment jsdom
import { Button, Menu } from '@mantine/core'
import { act, StrictMode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../test/render-with-providers'
import { lazyMenu, type MenuOf } from './lazy-menu'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)))

function Items({ target, word }: MenuOf<{ word: string }>) {
  return (
    <Menu>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>{word}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

it('shows the target alone as a menu button, then opens the loaded menu from it and gives it the focus back', async () => {
  let loads = 0
  const Lazy = lazyMenu<{ word: string }>(() => {
    loads += 1
    return Promise.resolve(Items)
  })
  rendered = await renderWithProviders(<Lazy word="Profile" target={<Button>Me</Button>} />)
  const button = () => rendered!.container.querySelector('button')!
  expect(button().getAttribute('aria-haspopup')).toBe('menu')
  expect(button().getAttribute('aria-expanded')).toBe('false')
  expect(loads).toBe(0)

  await act(async () => button().focus())
  expect(loads).toBe(1) // a focus starts the download
  await act(async () => button().click())
  await settle()
  const item = document.querySelector('[role="menuitem"]')
  expect(item?.textContent).toBe('Profile')
  expect(button().getAttribute('aria-expanded')).toBe('true')
  expect(loads).toBe(1)

  await act(async () => {
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    )
  })
  await settle()
  expect(document.querySelector('[role="menuitem"]')).toBeNull()
  expect(document.activeElement).toBe(button())
})

it('keeps the target when the menu cannot be had', async () => {
  const Lazy = lazyMenu<{ word: string }>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  )
  rendered = await renderWithProviders(<Lazy word="Profile" target={<Button>Me</Button>} />)
  await act(async () => rendered!.container.querySelector('button')!.click())
  await settle()
  expect(rendered.container.querySelector('button')?.textContent).toBe('Me')
  expect(document.querySelector('[role="menuitem"]')).toBeNull()
})

// Strict mode runs a mount's effect twice in development: two presses of the new target. Mantine's
// menu toggles from the state of its render, so both open it.
it('opens under React’s strict mode too', async () => {
  const Lazy = lazyMenu<{ word: string }>(() => Promise.resolve(Items))
  rendered = await renderWithProviders(
    <StrictMode>
      <Lazy word="Profile" target={<Button>Me</Button>} />
    </StrictMode>,
  )
  await act(async () => rendered!.container.querySelector('button')!.click())
  await settle()
  expect(document.querySelector('[role="menuitem"]')?.textContent).toBe('Profile')
})
