// @vitest-environment jsdom
import { act, Suspense } from 'react'
import { afterEach, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../test/render-with-providers'
import { lazyOr } from './lazy-or'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

it('renders the part once loaded, and the fallback when its chunk cannot be had', async () => {
  const Loaded = lazyOr(
    () => Promise.resolve(({ word }: { word: string }) => <p>{word} loaded</p>),
    () => <p>fallback</p>,
  )
  const Failed = lazyOr<{ word: string }>(
    () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ({ word }) => <p>{word} without its chunk</p>,
  )
  rendered = await renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <Loaded word="tip" />
      <Failed word="badge" />
    </Suspense>,
  )
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  const shown = [...rendered.container.querySelectorAll('p')].map((p) => p.textContent)
  expect(shown).toEqual(['tip loaded', 'badge without its chunk'])
})
