import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './table-scroller.module.css'

/**
 * The one frame of every wide table: under `minWidth` it scrolls sideways in its own box (the
 * page never does), the row's name column stays in view, and the right edge fades while more is
 * to the right. Native scrolling, so touch, wheel and keyboard scroll it as any page.
 */
export function TableScroller({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    // Focusable, so a keyboard scrolls it too (axe: scrollable-region-focusable).
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      className={classes.scroller}
      tabIndex={0}
    >
      {children}
    </Table.ScrollContainer>
  )
}
