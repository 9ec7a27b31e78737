import Papa from 'papaparse'
import type { GridRow } from './sheet'

const separators = ['\t', ',', ';', '|'] as const

/**
 * The separator of a CSV or tab-separated text: the one its first line (the header) holds most,
 * outside quotes. Excel writes commas or, by region, semicolons; its "Unicode text" writes tabs.
 */
export function separatorOf(text: string): string {
  const line = (text.split(/\r\n|\n|\r/u).find((l) => l.trim() !== '') ?? '').replace(
    /"[^"]*"/gu,
    '',
  )
  const counts = separators.map((s) => line.split(s).length - 1)
  const most = Math.max(...counts)
  return most > 0 ? separators[counts.indexOf(most)]! : ','
}

const parse = (text: string) =>
  Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: separatorOf(text) }).data

/**
 * A CSV or tab-separated text as rows. A row's number is its record's place in the file, the
 * header being 1, as a spreadsheet opening the file numbers it; blank records keep their number.
 */
export function csvGrid(text: string): GridRow[] {
  return parse(text).map((cells, i) => ({ n: i + 1, cells: cells.map((c) => String(c ?? '')) }))
}

/** The same text with one more column (the error workbook of a CSV), as UTF-8 with its mark. */
export function csvWithColumn(text: string, header: string, byRow: ReadonlyMap<number, string>) {
  const data = parse(text)
  const headerIndex = data.findIndex((cells) => cells.some((c) => c.trim() !== ''))
  const width = Math.max(0, ...data.map((cells) => cells.length))
  const rows = data.map((cells, i) => {
    const padded = [...cells, ...Array<string>(width - cells.length).fill('')]
    if (i === headerIndex) return [...padded, header]
    return cells.every((c) => c.trim() === '') ? cells : [...padded, byRow.get(i + 1) ?? '']
  })
  return `\uFEFF${Papa.unparse(rows, { newline: '\r\n', delimiter: separatorOf(text) })}`
}
