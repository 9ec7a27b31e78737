import ExcelJS from 'exceljs'
import { dayOf, type Cell, type CellType, type ExportSheet, type SheetWriter } from './export-sheet'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MIN_WIDTH = 6
const MAX_WIDTH = 60

/** Excel's rules for a sheet's name: at most 31 characters, none of `[ ] : * ? / \`. */
export function sheetNameOf(title: string): string {
  const name = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim()
  return name || 'Sheet1'
}

/**
 * A cell's value as exceljs writes it: a date column's AD day as a real date, numbers as numbers,
 * and all text as a plain string, never a formula (exceljs writes a formula only from
 * `{ formula }`), so `=HYPERLINK(…)` typed into a record comes back out as the same text.
 */
function valueOf(cell: Cell, type: CellType): string | number | Date | null {
  if (cell === null || typeof cell === 'number') return cell
  if (type === 'date') return dayOf(cell) ?? cell
  return cell
}

const widthOf = (cell: Cell, type: CellType) =>
  cell === null ? 0 : type === 'date' ? 10 : String(cell).length

/**
 * An .xlsx file of one sheet, filled a page of rows at a time: typed cells, a bold header row that
 * stays in view and filters, dates as `yyyy-mm-dd`, each column as wide as its longest value
 * (within limits). Example: `const xlsx = createXlsxWriter(sheet); xlsx.add(rows); await xlsx.finish()`.
 */
export function createXlsxWriter(sheet: ExportSheet): SheetWriter {
  const { columns } = sheet
  const book = new ExcelJS.Workbook()
  const worksheet = book.addWorksheet(sheetNameOf(sheet.name), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
  })
  // A column's format is given to every cell added to it later.
  columns.forEach((c, i) => {
    if (c.type === 'date') worksheet.getColumn(i + 1).numFmt = 'yyyy-mm-dd'
  })
  const header = worksheet.addRow(columns.map((c) => c.header))
  header.font = { bold: true }
  const widths = columns.map((c) => c.header.length)
  return {
    add(rows) {
      for (const row of rows) {
        worksheet.addRow(columns.map((c, i) => valueOf(row[i] ?? null, c.type)))
        columns.forEach((c, i) => {
          widths[i] = Math.max(widths[i]!, widthOf(row[i] ?? null, c.type))
        })
      }
    },
    async finish() {
      widths.forEach((w, i) => {
        worksheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2))
      })
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
      const buffer = await book.xlsx.writeBuffer()
      return new Blob([buffer], { type: XLSX_TYPE })
    },
  }
}
