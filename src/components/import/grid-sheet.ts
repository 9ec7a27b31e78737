import { spellings } from './normalize'
import { MAX_ROWS, type GridRow, type ReadProblem, type Sheet } from './sheet'

/** Rows looked at for the header: a title and a blank line or two may stand above it. */
const HEADER_SEARCH = 10

const blank = (row: GridRow) => row.cells.every((c) => c.trim() === '')

/** How many of a row's cells are headers the list knows (in either language). */
const score = (row: GridRow, known: ReadonlySet<string>) =>
  row.cells.filter((c) => spellings(c).some((s) => known.has(s))).length

/**
 * The sheet of a grid: the header is the row, among the first ten with anything in them, that
 * names the most known columns (the first such row when none does), so a merged title above it is
 * passed over. Blank rows anywhere are left out; every other row keeps its number in the file.
 */
export function gridSheet(
  rows: readonly GridRow[],
  known: ReadonlySet<string>,
  meta: Pick<Sheet, 'format' | 'sheetName' | 'encoding'>,
): { sheet: Sheet } | ReadProblem {
  const filled = rows.filter((r) => !blank(r))
  if (filled.length === 0) return { problem: 'noRows' }
  const candidates = filled.slice(0, HEADER_SEARCH)
  let header = candidates[0]!
  let best = 0
  for (const row of candidates) {
    const s = score(row, known)
    if (s > best) [header, best] = [row, s]
  }
  const merged = new Set(header.merged ?? [])
  const data = filled.filter((r) => r.n > header.n)
  if (data.length === 0) return { problem: 'noRows' }
  if (data.length > MAX_ROWS) return { problem: 'tooManyRows', n: data.length }
  const width = Math.max(...filled.map((r) => r.cells.length))
  const fit = (cells: readonly string[]) =>
    Array.from({ length: width }, (_, i) => (cells[i] ?? '').trim())
  return {
    sheet: {
      ...meta,
      headerRow: header.n,
      headers: fit(header.cells.map((c, i) => (merged.has(i) ? '' : c))),
      rows: data.map((r) => ({ n: r.n, cells: fit(r.cells) })),
    },
  }
}
