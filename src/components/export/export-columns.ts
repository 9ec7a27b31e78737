import { text } from '../../lib/format/cell-text'
import { formatDate } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import type { Json } from '../../offline/db'
import type { ColumnDef, EntityView, Lookup } from '../entity-view/entity-view'
import type { Cell, ExportSheet, SheetColumn } from './export-sheet'

/** A column of an export: its header, its type, and how a row gives its cell. */
export type ExportColumn = SheetColumn & {
  value(row: Json, lookup: Lookup, index: number): Cell
  /** False for a column a printed list leaves out (an AD date beside its BS text). */
  printed?: boolean
}

/** Text and numbers as they are (an empty text as no value), anything else as its text. */
function asCell(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  return text(value) || null
}

/** What a column holds as data: its `value`, else what its `cell` writes as text, else `row[key]`. */
export function dataOf(column: ColumnDef, row: Json, lookup: Lookup): Cell {
  if (column.value) return asCell(column.value(row, lookup))
  if (!column.cell) return asCell(row[column.key])
  const shown = column.cell(row, lookup)
  return typeof shown === 'string' || typeof shown === 'number'
    ? asCell(shown)
    : asCell(row[column.key])
}

/** A number column's value: numbers, and decimal text from the contract ("12500.50"), as numbers. */
function numberOf(cell: Cell): Cell {
  if (typeof cell !== 'string') return cell
  const n = Number(cell.replaceAll(',', ''))
  return cell.trim() !== '' && Number.isFinite(n) ? n : cell
}

/** A date column's AD day (`2004-05-14`), from a day or a full ISO time. */
const dayOf = (cell: Cell) =>
  typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}/.test(cell) ? cell.slice(0, 10) : null

/** One table column as the export's columns: a date and its BS text, a name and its Devanagari. */
function columnsOf(column: ColumnDef): ExportColumn[] {
  const { label } = column
  const data = (row: Json, lookup: Lookup) => dataOf(column, row, lookup)
  const own: ExportColumn[] =
    column.type === 'date'
      ? [
          {
            header: label,
            type: 'date',
            value: (row, lookup) => dayOf(data(row, lookup)),
            // On paper a date is in BS, as on screen: the AD column is for spreadsheets.
            printed: column.calendar === 'ad',
          },
          ...(column.calendar === 'ad'
            ? []
            : [
                {
                  header: t('export.bsColumn', { label }),
                  type: 'text',
                  value: (row: Json, lookup: Lookup) => {
                    const day = dayOf(data(row, lookup))
                    return day ? formatDate(day) : null
                  },
                } satisfies ExportColumn,
              ]),
        ]
      : column.type === 'number'
        ? [{ header: label, type: 'number', value: (row, lookup) => numberOf(data(row, lookup)) }]
        : [{ header: label, type: 'text', value: data }]
  if (!column.devanagari) return own
  return [
    ...own,
    {
      header: t('export.devanagariColumn', { label }),
      type: 'text',
      value: (row) => column.devanagari?.(row) || null,
    },
  ]
}

/**
 * What an export writes: a list's view, or any table of rows given as columns (a report's table,
 * `{ columns, activeFlag: false }`).
 */
export type ExportTable = Pick<EntityView, 'columns' | 'activeFlag'>

/**
 * The export's columns of a list, as its table shows them: S.No, the view's columns (dates also in
 * BS, names also in Devanagari), and Status where the list has an Active flag.
 */
export function exportColumns(view: ExportTable): ExportColumn[] {
  const status: ExportColumn = {
    header: t('setup.status'),
    type: 'text',
    value: (row) => (row.status === false ? t('setup.inactive') : t('setup.active')),
  }
  return [
    { header: t('setup.serial'), type: 'number', value: (_row, _lookup, index) => index + 1 },
    ...view.columns.flatMap(columnsOf),
    ...(view.activeFlag === false ? [] : [status]),
  ]
}

/** The sheet the writer is told about: names and types only (functions cannot reach a worker). */
export const sheetOf = (name: string, columns: readonly ExportColumn[]): ExportSheet => ({
  name,
  columns: columns.map(({ header, type }) => ({ header, type })),
})

/** A page of rows as cells; `first` is how many rows came before (S.No continues). */
export const cellsOf = (
  columns: readonly ExportColumn[],
  rows: readonly Json[],
  lookup: Lookup,
  first: number,
): Cell[][] => rows.map((row, i) => columns.map((c) => c.value(row, lookup, first + i)))
