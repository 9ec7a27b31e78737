// @vitest-environment jsdom
import { act, useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { CursorPager, shownPage, shownRange } from './cursor-pager'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

const button = (name: string) =>
  [...rendered!.container.querySelectorAll('button')].find((b) => b.textContent === name)!

type Page = {
  total: number | null
  prev: string | null
  next: string | null
  number?: number
  rows?: number
  capped?: boolean
}
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
      capped={page.capped}
      prevCursor={page.prev}
      nextCursor={page.next}
      onCursor={(c) => turns.push(c)}
      page={{ number: page.number, rows: page.rows ?? 25, limit: 25 }}
    />
  )
}

describe('the cursor pager', () => {
  it('keeps focus on the button pressed while the page loads, and moves it to the other at the end', async () => {
    rendered = await renderWithProviders(
      <Harness start={{ total: 60, prev: null, next: 'a', number: 1 }} />,
    )
    const next = button('Next page')
    expect(button('Previous page').disabled).toBe(true)
    next.focus()
    act(() => next.click())
    expect(turns).toEqual([{ after: 'a', page: 2 }])
    // Loading: no cursor known, the buttons look disabled but keep focus (and ignore a press).
    act(() => show({ total: null, prev: null, next: null }))
    expect(next.disabled).toBe(false)
    expect(next.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(next)
    act(() => next.click())
    expect(turns).toHaveLength(1)
    // The last page: Next is disabled, so focus goes to Previous rather than the page's start.
    act(() => show({ total: 60, prev: 'b', next: null, number: 3, rows: 10 }))
    expect(next.disabled).toBe(true)
    expect(document.activeElement).toBe(button('Previous page'))
  })

  it('says which rows of the list the page shows when its number is known, and turns it with the page', async () => {
    turns.length = 0
    const count = () => rendered!.container.querySelector('[aria-live="polite"]')!.textContent
    rendered = await renderWithProviders(
      <Harness start={{ total: 60, prev: 'a', next: 'b', number: 2 }} />,
    )
    expect(count()).toBe('26–50 of 60')
    act(() => button('Previous page').click())
    act(() => button('Next page').click())
    expect(turns).toEqual([
      { before: 'a', page: 1 },
      { after: 'b', page: 3 },
    ])
    // A link that names a cursor but not its page: the rows are not counted from nowhere.
    act(() => show({ total: 60, prev: 'a', next: 'b' }))
    expect(count()).toBe('60 in all')
    act(() => button('Next page').click())
    expect(turns.at(-1)).toEqual({ after: 'b' })
    // An empty page says only the total.
    act(() => show({ total: 0, prev: null, next: null, number: 1, rows: 0 }))
    expect(count()).toBe('0 in all')
    // A search the server counted up to its cap (decision 0426) says "more than".
    act(() => show({ total: 2000, prev: null, next: 'b', number: 1, capped: true }))
    expect(count()).toBe('1–25 of more than 2,000')
    act(() => show({ total: 2000, prev: 'a', next: 'b', capped: true }))
    expect(count()).toBe('More than 2,000 in all')
  })
})

describe("a page's rows counted across the list", () => {
  it('counts the unsent new records leading page one before every later page', () => {
    // A list of 300 and one new student not sent yet: page one shows 26 rows.
    expect(shownRange(shownPage({}, 26, 25, 1))).toEqual({ first: 1, last: 26 })
    expect(shownRange(shownPage({ after: 'c', page: 2 }, 25, 25, 1))).toEqual({
      first: 27,
      last: 51,
    })
    expect(shownRange(shownPage({ after: 'c', page: 12 }, 25, 25, 1))).toEqual({
      first: 277,
      last: 301,
    })
    expect(shownRange(shownPage({ after: 'c', page: 2 }, 25, 25))).toEqual({ first: 26, last: 50 })
  })
})
