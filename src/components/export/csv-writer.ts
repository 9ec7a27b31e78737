import { looksLikeFormula, type Cell, type ExportSheet, type SheetWriter } from './export-sheet'

/** Excel reads a CSV as UTF-8 (and so shows Devanagari) only when the file starts with this mark. */
const BOM = '\uFEFF'

/**
 * One field as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break, its
 * quotes doubled. Text a spreadsheet would run as a formula gets a leading apostrophe.
 */
export function csvField(cell: Cell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  const text = looksLikeFormula(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, ended by CRLF as RFC 4180 asks. */
export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`

/**
 * A CSV file built as Blob parts, one a page: the text of a page is handed to a Blob at once, so
 * the writer holds no more than the parts (which the browser may keep on disk). Example:
 * `const csv = createCsvWriter(sheet); csv.add(rows); const file = await csv.finish()`.
 */
export function createCsvWriter(sheet: ExportSheet): SheetWriter {
  const parts: Blob[] = [new Blob([BOM, csvLine(sheet.columns.map((c) => c.header))])]
  return {
    add(rows) {
      if (rows.length) parts.push(new Blob([rows.map(csvLine).join('')]))
    },
    async finish() {
      return new Blob(parts, { type: 'text/csv;charset=utf-8' })
    },
  }
}
