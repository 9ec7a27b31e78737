import { UnstyledButton } from '@mantine/core'
import classes from './sort-button.module.css'

/** The order a column's rows are in, as its header's `aria-sort` tells it (none: not this one's). */
export type ColumnOrder = 'ascending' | 'descending' | undefined

const arrows = { ascending: '▲', descending: '▼', none: '↕' }

/**
 * A column header's button that orders the rows by its column (WAI-ARIA's sortable table: the
 * button is named by the column, the header it sits in says the order by `aria-sort`, and the
 * arrow, shown only, says it to the eye).
 */
export function SortButton({
  label,
  order,
  onPress,
}: {
  label: string
  order: ColumnOrder
  onPress: () => void
}) {
  return (
    <UnstyledButton onClick={onPress} className={classes.sort}>
      {label}
      <span aria-hidden="true" className={classes.arrow} data-sorted={order ? true : undefined}>
        {arrows[order ?? 'none']}
      </span>
    </UnstyledButton>
  )
}
