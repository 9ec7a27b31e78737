// @vitest-environment jsdom
import { act, useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { CursorPager } from './cursor-pager'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

const button = (name: string) =>
  [...rendered!.container.querySelectorAll('button')].find((b) => b.textContent === name)!

type Page = { total: number | null; prev: string | null; next: string | null }
let show: (page: Page) => void = () => {}
const turns: unknown[] = []

/** The pager of a list whose page the test sets, as the paged list's answers do. */
function Harness({ start }: { start: Page }) {
  const [page, setPage] = useState(start)
  useEffect(() => {
    show = setPage
  }, [])
  return (
    <CursorPager
      total={page.total}
      prevCursor={page.prev}
      nextCursor={page.next}
      onCursor={(c) => turns.push(c)}
    />
  )
}

describe('the cursor pager', () => {
  it('keeps focus on the button pressed while the page loads, and moves it to the other at the end', async () => {
    rendered = await renderWithProviders(<Harness start={{ total: 60, prev: null, next: 'a' }} />)
    const next = button('Next page')
    expect(button('Previous page').disabled).toBe(true)
    next.focus()
    act(() => next.click())
    expect(turns).toEqual([{ after: 'a' }])
    // Loading: no cursor known, the buttons look disabled but keep focus (and ignore a press).
    act(() => show({ total: null, prev: null, next: null }))
    expect(next.disabled).toBe(false)
    expect(next.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(next)
    act(() => next.click())
    expect(turns).toHaveLength(1)
    // The last page: Next is disabled, so focus goes to Previous rather than the page's start.
    act(() => show({ total: 60, prev: 'b', next: null }))
    expect(next.disabled).toBe(true)
    expect(document.activeElement).toBe(button('Previous page'))
  })
})
