import ExcelJS from 'exceljs'
import type { GridRow } from './sheet'

type CellValue = ExcelJS.CellValue

const pad = (n: number) => String(n).padStart(2, '0')
/** Excel keeps dates as days in UTC: the date as written, `2005-04-14`. */
const isoDay = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/**
 * A cell's value as text. A formula gives the result Excel saved with it, never evaluated here;
 * rich text its letters; a hyperlink its text; an error (#N/A) nothing.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value)
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result ?? null)
  if ('hyperlink' in value) return cellText((value as { text?: CellValue }).text ?? null)
  return ''
}

/** Whether the bytes are a zip (an .xlsx is one), an old binary Excel file, or something else. */
export function containerOf(bytes: Uint8Array): 'zip' | 'ole' | 'other' {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip'
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  return ole.every((b, i) => bytes[i] === b) ? 'ole' : 'other'
}

/**
 * The first visible worksheet as rows (hidden and very hidden sheets are passed over). A cell
 * merged into another takes its value (a program merged down ten rows is the program of each),
 * and is marked, so a merged header names only its first column. Throws on what is not a workbook.
 */
export async function xlsxGrid(bytes: Uint8Array): Promise<{ sheetName: string; rows: GridRow[] }> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  )
  const sheet = workbook.worksheets.find((w) => w.state === 'visible' || w.state === undefined)
  if (!sheet) return { sheetName: '', rows: [] }
  const rows: GridRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const cells: string[] = []
    const merged: number[] = []
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const master = cell.isMerged ? cell.master : cell
      if (master !== cell) merged.push(col - 1)
      cells[col - 1] = cellText(master.value).trim()
    })
    rows.push({ n, cells: Array.from(cells, (c) => c ?? ''), ...(merged.length ? { merged } : {}) })
  })
  return { sheetName: sheet.name, rows }
}
