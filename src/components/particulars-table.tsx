import { Table, type TableProps } from '@mantine/core'

/** A paper's particulars, a row each: the label as the row's header, then its value. */
export function ParticularsTable({
  rows,
  ...table
}: { rows: readonly (readonly [string, string])[] } & TableProps) {
  return (
    <Table {...table}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
