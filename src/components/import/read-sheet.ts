// Reading an imported file, run in the spreadsheet worker: the limits, the kind of file, its text's
// encoding, then the sheet. Everything a user can get wrong answers a problem, never a throw.
import { csvGrid } from './read-csv'
import { decodeText } from './decode-text'
import { gridSheet } from './grid-sheet'
import { containerOf, xlsxGrid } from './read-xlsx'
import { MAX_BYTES, MAX_ROWS, type ReadResult } from './sheet'

/** A title and header rows above the data do not count against the limit. */
const HEADROOM = 20

/** Characters no text file holds (tabs, line breaks and form feeds aside). */
const hasControlCharacters = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0)
    return code < 0x09 || (code > 0x0d && code < 0x20)
  })

const isExcelName = (name: string) => /\.xls[xm]?$/iu.test(name)

/** Reads `file` (named `name`); `known` are the normalised headers the list knows. */
export async function readSheet(
  file: Blob,
  name: string,
  known: readonly string[],
): Promise<ReadResult> {
  if (file.size === 0) return { problem: 'empty' }
  if (file.size > MAX_BYTES) return { problem: 'tooLarge', n: file.size }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const container = containerOf(bytes)
  const knownSet = new Set(known)
  if (container === 'ole') return { problem: 'oldExcel' }
  if (container === 'zip') {
    let grid: Awaited<ReturnType<typeof xlsxGrid>>
    try {
      grid = await xlsxGrid(bytes)
    } catch {
      return { problem: 'notSpreadsheet' }
    }
    if (grid.rows.length > MAX_ROWS + HEADROOM)
      return { problem: 'tooManyRows', n: grid.rows.length }
    return gridSheet(grid.rows, knownSet, { format: 'xlsx', sheetName: grid.sheetName })
  }
  // A file named .xlsx that is not a zip is not a workbook, whatever its name says.
  if (isExcelName(name)) return { problem: 'notSpreadsheet' }
  const { text, encoding } = decodeText(bytes)
  // Binary that is no text (an image renamed .csv) is refused rather than read as odd letters.
  if (hasControlCharacters(text.slice(0, 4096))) return { problem: 'notSpreadsheet' }
  const rows = csvGrid(text)
  if (rows.length > MAX_ROWS + HEADROOM) return { problem: 'tooManyRows', n: rows.length }
  return gridSheet(rows, knownSet, { format: 'csv', sheetName: name, encoding })
}
