// What the list screens hand the writers (in a Web Worker): one sheet's columns, then rows of plain
// cells page by page. Dates travel as AD text (`2004-05-14`) and are typed by their column.

export type ExportFormat = 'xlsx' | 'csv'

export type CellType = 'text' | 'number' | 'date'

/** A cell as data: text, a number, an AD date's `YYYY-MM-DD` in a `date` column, or empty. */
export type Cell = string | number | null

export type SheetColumn = { header: string; type: CellType }

/** The sheet's name (the list's title) and its columns, S.No first. */
export type ExportSheet = { name: string; columns: SheetColumn[] }

/** A file written a page of rows at a time; `finish` gives the whole file. */
export type SheetWriter = {
  add(rows: Cell[][]): void
  finish(): Promise<Blob>
}

/**
 * Text a spreadsheet would read as a formula (or a command, after a tab or a carriage return):
 * `=HYPERLINK(…)`, `+1`, `-2+3`, `@SUM(…)`. OWASP's list for CSV injection.
 */
export const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text)

const AD_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** `2004-05-14` → that day at 00:00 UTC (how a spreadsheet's date serial is read); else null. */
export function dayOf(text: string): Date | null {
  const parts = AD_DAY.exec(text)
  if (!parts) return null
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}
