// A report's table declared once for the screen (formatted figures) and for the Export menu (data):
// the staff summaries and the pass rate write their tables this way.
import { Group } from '@mantine/core'
import type { PermissionModule } from '../../lib/session/permissions'
import { ExportMenu } from '../../components/export/export-menu'
import type { Column } from './figure-table'
import { formatCount } from './format'

export type TableColumn<R> = {
  key: string
  label: string
  numeric?: boolean
  value: (row: R) => string | number | null
}

/** A table's columns once, for the screen (formatted) and the export (data). */
export function tableOf<R>(columns: TableColumn<R>[]) {
  return {
    screen: columns.map((c): Column<R> => ({
      label: c.label,
      numeric: c.numeric,
      cell: (r) => {
        const v = c.value(r)
        return typeof v === 'number' ? (c.numeric === false ? v : formatCount(v)) : v
      },
    })),
    export: {
      activeFlag: false as const,
      columns: columns.map((c) => ({
        key: c.key,
        label: c.label,
        type: c.numeric ? ('number' as const) : ('text' as const),
        value: (r: unknown) => c.value(r as R),
      })),
    },
  }
}

/** The Export menu of one table, right-aligned under it. */
export function TableExport<R>({
  title,
  rows,
  table,
  module = 'reports',
}: {
  title: string
  rows: R[]
  table: ReturnType<typeof tableOf<R>>
  /** Whose export permission shows it (decision 0332): the reports', or the pass rate's (exams). */
  module?: PermissionModule
}) {
  return (
    <Group justify="flex-end">
      <ExportMenu
        view={table.export}
        module={module}
        title={title}
        lookup={() => undefined}
        source={{ rows: rows.map((r) => ({ data: r as never })) }}
      />
    </Group>
  )
}
