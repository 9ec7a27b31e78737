// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { usePrintInLight } from './print-light'

const root = document.documentElement
afterEach(() => delete root.dataset.mantineColorScheme)

function Printable() {
  usePrintInLight()
  return null
}

it('prints a dark screen in the light scheme and puts the dark one back after', async () => {
  root.dataset.mantineColorScheme = 'dark'
  const react = createRoot(document.createElement('div'))
  await act(async () => react.render(<Printable />))
  dispatchEvent(new Event('beforeprint'))
  expect(root.dataset.mantineColorScheme).toBe('light')
  dispatchEvent(new Event('afterprint'))
  expect(root.dataset.mantineColorScheme).toBe('dark')
  // Off the signed-in layout, printing leaves the scheme alone.
  await act(async () => react.unmount())
  dispatchEvent(new Event('beforeprint'))
  expect(root.dataset.mantineColorScheme).toBe('dark')
})
