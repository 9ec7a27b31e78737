// The files the import offers, written in the spreadsheet worker: the list's template and the error
// workbook (the user's own file with one more column saying what is wrong in each row).
import ExcelJS from 'exceljs'
import { decodeText } from './decode-text'
import { csvWithColumn } from './read-csv'

/** The template: a sheet of headers with one example row, and a sheet of every column's values. */
export type TemplateSpec = {
  sheetName: string
  headers: string[]
  example: string[]
  valuesSheetName: string
  valuesHeaders: string[]
  values: string[][]
}

const toArrayBuffer = (data: ArrayBuffer | Uint8Array): ArrayBuffer =>
  data instanceof ArrayBuffer
    ? data
    : (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer)

const bold = { bold: true } as const

export async function templateFile(spec: TemplateSpec): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(spec.sheetName)
  sheet.addRow(spec.headers).font = bold
  sheet.addRow(spec.example)
  spec.headers.forEach((header, i) => {
    const column = sheet.getColumn(i + 1)
    // Text columns: Excel must not turn a roll number into a number or a BS date into its own.
    column.numFmt = '@'
    column.width = Math.min(40, Math.max(12, header.length + 2))
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  const values = workbook.addWorksheet(spec.valuesSheetName)
  values.addRow(spec.valuesHeaders).font = bold
  for (const row of spec.values) values.addRow(row)
  values.columns.forEach((c) => (c.width = 30))
  return toArrayBuffer(await workbook.xlsx.writeBuffer())
}

/** Which sheet and row the import read its headers from, to write the error column beside them. */
export type ErrorFileSpec = {
  format: 'xlsx' | 'csv'
  sheetName: string
  headerRow: number
  header: string
  errors: [row: number, message: string][]
}

/** The file as the user sent it plus one column: what is wrong in each row (empty when nothing). */
export async function errorFile(file: Blob, spec: ErrorFileSpec): Promise<ArrayBuffer> {
  const byRow = new Map(spec.errors)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (spec.format === 'csv') {
    const text = csvWithColumn(decodeText(bytes).text, spec.header, byRow)
    return toArrayBuffer(new TextEncoder().encode(text))
  }
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(toArrayBuffer(bytes))
  const sheet = workbook.getWorksheet(spec.sheetName) ?? workbook.worksheets[0]!
  const column = sheet.columnCount + 1
  const head = sheet.getRow(spec.headerRow).getCell(column)
  head.value = spec.header
  head.font = { bold: true, color: { argb: 'FFC00000' } }
  for (const [row, message] of byRow) {
    const cell = sheet.getRow(row).getCell(column)
    cell.value = message
    cell.font = { color: { argb: 'FFC00000' } }
  }
  sheet.getColumn(column).width = 60
  return toArrayBuffer(await workbook.xlsx.writeBuffer())
}
