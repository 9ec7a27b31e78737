// What reading a file gives the page: one sheet's header and its rows as text, each row with its
// number in the file (as a spreadsheet shows it), so every message can name the row.

/** The largest file read (checked before reading) and the most rows imported at once (after). */
export const MAX_BYTES = 20 * 1024 * 1024
export const MAX_ROWS = 100_000

/** Rows a bulk request carries (the contract's `maxItems`): a longer import is several requests. */
export const CHUNK_ROWS = 500

export type SheetRow = { n: number; cells: string[] }

export type Sheet = {
  format: 'xlsx' | 'csv'
  /** The worksheet read (the first visible one); the file name's for a CSV. */
  sheetName: string
  /** The row the headers were found in (a title row above them is skipped). */
  headerRow: number
  headers: string[]
  rows: SheetRow[]
  /** The text encoding a CSV was read in (`utf-8`, `utf-16le` …). */
  encoding?: string
}

/** Why a file cannot be imported; `n` is the size or row count the limit was about. */
export type ReadProblem =
  | { problem: 'empty' }
  | { problem: 'tooLarge'; n: number }
  | { problem: 'tooManyRows'; n: number }
  | { problem: 'notSpreadsheet' }
  | { problem: 'oldExcel' }
  | { problem: 'noRows' }

export type ReadResult = { sheet: Sheet } | ReadProblem

/** A grid as read, before the header is found: each row's number, cells, and merged-in cells. */
export type GridRow = { n: number; cells: string[]; merged?: number[] }
