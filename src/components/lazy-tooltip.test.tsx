// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../test/render-with-providers'
import { LazyTooltip } from './lazy-tooltip'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

/** A pointer's event as the browser sends it (React builds enter and leave from over and out). */
const pointer = (target: EventTarget, type: string, pointerType = 'mouse') =>
  act(() => {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true })
    Object.defineProperty(event, 'pointerType', { value: pointerType })
    target.dispatchEvent(event)
  })

const tip = () => document.querySelector('[role="tooltip"]')
/** The first tip waits for Mantine's Tooltip to download. */
const downloaded = () => act(() => import('./tooltip-at'))

it('makes no tip until one is asked for, then opens and closes it as a mouse comes and goes', async () => {
  let made = 0
  rendered = await renderWithProviders(
    <LazyTooltip label={() => `AD 2004-05-14 (${++made})`}>
      <time dateTime="2004-05-14" tabIndex={0}>
        2061-02-01
      </time>
    </LazyTooltip>,
  )
  const time = rendered.container.querySelector('time')!
  expect([tip(), made, time.getAttribute('aria-describedby')]).toEqual([null, 0, null])

  pointer(time, 'pointerover')
  await downloaded()
  expect(tip()?.textContent).toMatch(/^AD 2004-05-14/)
  expect(tip()?.querySelector(`[id="${time.getAttribute('aria-describedby')}"]`)).not.toBeNull()

  pointer(time, 'pointerout')
  expect(tip()).toBeNull()
  expect(time.hasAttribute('aria-describedby')).toBe(false)
})

it('keeps a tapped tip open as the finger lifts, and closes it on a press elsewhere or Escape', async () => {
  rendered = await renderWithProviders(
    <LazyTooltip label={() => 'Waiting to be sent'}>
      <span>Pending</span>
    </LazyTooltip>,
  )
  const mark = rendered.container.querySelector('span')!
  pointer(mark, 'pointerover', 'touch')
  await downloaded()
  pointer(mark, 'pointerout', 'touch')
  expect(tip()?.textContent).toBe('Waiting to be sent')

  pointer(mark, 'pointerdown', 'touch')
  expect(tip()).not.toBeNull()
  pointer(document.body, 'pointerdown', 'touch')
  expect(tip()).toBeNull()

  pointer(mark, 'pointerover', 'touch')
  expect(tip()).not.toBeNull()
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  expect(tip()).toBeNull()
})
