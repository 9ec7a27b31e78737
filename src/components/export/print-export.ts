// "PDF (print or save)" of a list's Export menu (decision 0324): every row the list shows (every page,
// as the spreadsheet exports read them) laid out as a table for A4, under the list's title, its
// filters, the day printed and the count; the browser's print dialog saves it as a PDF. No PDF
// library: the browser's own text engine shapes the Devanagari as on screen, in the self-hosted font.
import { nepalToday } from '../../../common/employee-rules'
import { formatDate, formatNumber, inLocalDigits } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import { i18n } from '../../lib/i18n/t'
import type { Lookup } from '../entity-view/entity-view'
import { cellsOf, exportColumns, type ExportTable } from './export-columns'
import { beyond, progressTotal, rowsOf, type ExportSource } from './export-rows'
import type { Cell, SheetColumn } from './export-sheet'
import './print-export.css'

/** The most rows a printed list takes: a longer one is an Excel or CSV export's work. */
export const PRINT_MAX_ROWS = 5_000

export type PrintJob = {
  view: ExportTable
  title: string
  /** What the list is narrowed by (its filters and search), under the title. */
  note?: string
  lookup: Lookup
  source: ExportSource
  signal: AbortSignal
  onProgress: (done: number, total: number | null) => void
  /** Every row is laid out: the print dialog opens next. */
  onReady: () => void
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
  const made = document.createElement(tag)
  if (text !== undefined) made.textContent = text
  return made
}

/**
 * A cell as the screen writes it: numbers and AD dates in the chosen language's digits, text as it
 * is (a column's own cell already wrote its counts and dates locally; registration, roll and phone
 * numbers are identifiers, printed as stored). A `date` cell printed is one the screen shows in AD
 * itself (`calendar: 'ad'`); the others print their BS column instead.
 */
export function printedCell(cell: Cell, type: SheetColumn['type']): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return formatNumber(cell)
  return type === 'date' ? inLocalDigits(cell) : cell
}

/**
 * Builds the printed list (text only: nothing of a record is read as HTML) and opens the print
 * dialog; the list leaves the page when the dialog closes. False when cancelled.
 */
export async function printExport(job: PrintJob): Promise<boolean> {
  const all = exportColumns(job.view)
  const printed = all.map((c, i) => ({ c, i })).filter(({ c }) => c.printed !== false)
  const body = element('tbody')
  let done = 0
  for await (const batch of rowsOf(job.source)) {
    if (job.signal.aborted) return false
    const over = beyond(batch, done, PRINT_MAX_ROWS)
    if (over)
      throw new Error(t('export.tooManyToPrint', { n: over, max: formatNumber(PRINT_MAX_ROWS) }))
    for (const cells of cellsOf(all, batch.rows, job.lookup, done)) {
      const tr = element('tr')
      for (const { c, i } of printed) {
        const td = element('td', printedCell(cells[i] ?? null, c.type))
        if (c.type === 'number') td.className = 'number'
        tr.append(td)
      }
      body.append(tr)
    }
    done += batch.rows.length
    job.onProgress(done, progressTotal(batch, done))
  }
  if (job.signal.aborted) return false

  document.querySelector('.hemis-print')?.remove()
  const sheet = element('section')
  sheet.className = 'hemis-print'
  sheet.lang = i18n.locale
  const today = nepalToday()
  const head = element('tr')
  for (const { c } of printed) head.append(element('th', c.header))
  const table = element('table')
  table.append(element('thead'), body)
  table.tHead!.append(head)
  sheet.append(
    element('h1', job.title),
    ...(job.note ? [element('p', job.note)] : []),
    element(
      'p',
      t('export.printedOn', {
        date: formatDate(today),
        ad: inLocalDigits(today),
        n: formatNumber(done),
      }),
    ),
    table,
  )
  document.body.append(sheet)
  job.onReady()
  // A frame for the page to drop the progress dialog before the print dialog stops it.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  window.addEventListener('afterprint', () => sheet.remove(), { once: true })
  window.print()
  return true
}
