import { Button, Group } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { t } from '../../lib/i18n/kit'
import { PageCount } from '../page-count'
import { softDisabled } from '../soft-disabled'

/** Where a page turned leads: its cursor, and its number when the page turned from knew its own. */
export type CursorTurn = { after?: string; before?: string; page?: number }

type Props = {
  total: number | null
  /** More match than `total` (a search counted up to its cap). */
  capped?: boolean
  prevCursor: string | null
  nextCursor: string | null
  onCursor: (turn: CursorTurn) => void
  /** The page shown: its number (1 with no cursor; unknown from a link naming a cursor alone). */
  page: { number?: number; rows: number; limit: number; lead?: number }
}

/**
 * The pager of a register paged on the server: previous and next by cursor (deep pages cost the
 * same as the first), and the count of the whole filtered list, with the rows shown ("26–50 of
 * 1,344") when the page's number is known: read out as a page comes, it says where the list is.
 */
export function CursorPager({ total, capped, prevCursor, nextCursor, onCursor, page }: Props) {
  // A page turned by keyboard kept focus nowhere: while the page loads no cursor is known, the
  // pressed button was disabled and focus fell to the document's start. While loading the buttons
  // only look disabled (still focusable); once the page comes, focus is put back on the button
  // pressed, or on the other where that one is now disabled (the last page reached).
  const loading = total === null
  const buttons = {
    before: useRef<HTMLButtonElement>(null),
    after: useRef<HTMLButtonElement>(null),
  }
  const turned = useRef<'before' | 'after' | null>(null)
  useEffect(() => {
    if (loading || !turned.current) return
    const first = turned.current
    turned.current = null
    const mine = [buttons.before.current, buttons.after.current]
    const at = document.activeElement
    if (at !== document.body && at !== null && !mine.includes(at as HTMLButtonElement)) return
    const order = first === 'after' ? [mine[1], mine[0]] : mine
    order.find((button) => button && !button.disabled)?.focus()
    // The refs are stable; a new page is a new count or new cursors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, prevCursor, nextCursor])
  const button = (way: 'before' | 'after', cursor: string | null, label: string) => (
    <Button
      ref={buttons[way]}
      variant="default"
      disabled={!loading && !cursor}
      {...softDisabled(loading || !cursor, () => {
        turned.current = way
        const number = page.number && page.number + (way === 'after' ? 1 : -1)
        onCursor({ [way]: cursor!, ...(number ? { page: number } : {}) })
      })}
    >
      {label}
    </Button>
  )
  return (
    <Group justify="space-between" mt="sm">
      {/* A list on one page is counted whole ("3 in all"), not as a range of itself. */}
      <PageCount
        total={total}
        capped={capped}
        range={prevCursor || nextCursor ? shownRange(page) : undefined}
      />
      <Group>
        {button('before', prevCursor, t('register.previous'))}
        {button('after', nextCursor, t('register.next'))}
      </Group>
    </Group>
  )
}

/** A search's page turned back to the first: its cursor and page number dropped. */
export const firstPage = { after: undefined, before: undefined, page: undefined }

/**
 * The page a search shows, for the pager: numbered 1 without a cursor, else as the URL numbers it
 * (unknown from a link naming a cursor alone); `lead`: the unsent new records above page one's.
 */
export const shownPage = (search: CursorTurn, rows: number, limit: number, lead = 0) => ({
  number: search.after || search.before ? search.page : 1,
  rows,
  limit,
  lead,
})

/** The rows a page shows counted across the list (none when its number or rows are unknown). */
export function shownRange({ number, rows, limit, lead = 0 }: Props['page']) {
  if (!number || rows === 0) return undefined
  // New records not yet sent lead page one beyond its limit (`lead`): the later pages come after them.
  const before = number > 1 ? (number - 1) * limit + lead : 0
  return { first: before + 1, last: before + rows }
}
