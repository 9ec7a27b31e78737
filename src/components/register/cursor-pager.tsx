import { Button, Group } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { t } from '../../lib/i18n/kit'
import { PageCount } from '../page-count'
import { softDisabled } from '../soft-disabled'

type Props = {
  total: number | null
  prevCursor: string | null
  nextCursor: string | null
  onCursor: (cursor: { after?: string; before?: string }) => void
}

/**
 * The pager of a register paged on the server: previous and next by cursor (deep pages cost the
 * same as the first), and the count of the whole filtered list.
 */
export function CursorPager({ total, prevCursor, nextCursor, onCursor }: Props) {
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
        onCursor({ [way]: cursor! })
      })}
    >
      {label}
    </Button>
  )
  return (
    <Group justify="space-between" mt="sm">
      <PageCount total={total} />
      <Group>
        {button('before', prevCursor, t('register.previous'))}
        {button('after', nextCursor, t('register.next'))}
      </Group>
    </Group>
  )
}
