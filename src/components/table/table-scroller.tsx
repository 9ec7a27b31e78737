import { Table } from '@mantine/core'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import classes from './table-scroller.module.css'

/** What the box says when it scrolls: the name its table has, by label or by the labelling ids. */
type BoxName = { 'aria-label': string } | { 'aria-labelledby': string } | Record<string, never>

function nameOfTable(box: HTMLElement): BoxName {
  const table = box.querySelector('table')
  const labelledBy = table?.getAttribute('aria-labelledby')
  if (labelledBy) return { 'aria-labelledby': labelledBy }
  const label = table?.getAttribute('aria-label') ?? table?.caption?.textContent
  return label ? { 'aria-label': label } : {}
}

/**
 * The one frame of every wide table: under `minWidth` it scrolls sideways in its own box (the
 * page never does), the row's name column stays in view, and the right edge fades while more is
 * to the right. Native scrolling, so touch, wheel and keyboard scroll it as any page.
 */
export function TableScroller({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  // While the table is wider than the box, the box is a tab stop (so a keyboard scrolls it; axe:
  // scrollable-region-focusable), and so a region named as its table is; while it fits, it is
  // neither, as a stop without a name or a use is only in a keyboard's way.
  const [scrolls, setScrolls] = useState<BoxName | null>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => {
      const now = el.scrollWidth > el.clientWidth ? nameOfTable(el) : null
      // The same answer keeps its object: a resize that changes nothing draws nothing again.
      setScrolls((before) => (JSON.stringify(before) === JSON.stringify(now) ? before : now))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return (
    <Table.ScrollContainer
      ref={box}
      type="native"
      minWidth={minWidth}
      className={classes.scroller}
      {...(scrolls ? { tabIndex: 0, role: 'region', ...scrolls } : {})}
    >
      {children}
    </Table.ScrollContainer>
  )
}
