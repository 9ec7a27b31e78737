import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { TableScroller } from '../../components/table/table-scroller'

export type Column<R> = { label: string; cell: (row: R) => ReactNode; numeric?: boolean }

/**
 * The compact table under each chart: the chart's text alternative and the exact figures.
 * Example: `<FigureTable label="Dropouts" columns={[{ label: 'Level', cell: (r) => r.levelName }]} rows={rows} rowKey={(r) => r.levelId} />`
 */
export function FigureTable<R>({
  label,
  columns,
  rows,
  rowKey,
  footer,
}: {
  label: string
  columns: Column<R>[]
  rows: R[]
  rowKey: (row: R) => string | number
  footer?: R
}) {
  const cells = (row: R, header = false) =>
    columns.map((c, i) =>
      header && i === 0 ? (
        <Table.Th key={c.label} scope="row">
          {c.cell(row)}
        </Table.Th>
      ) : (
        <Table.Td key={c.label} ta={c.numeric ? 'right' : undefined}>
          {c.cell(row)}
        </Table.Td>
      ),
    )
  return (
    <TableScroller minWidth={320}>
      <Table aria-label={label} striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>{cells(row, true)}</Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr fw={600}>{cells(footer, true)}</Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </TableScroller>
  )
}
