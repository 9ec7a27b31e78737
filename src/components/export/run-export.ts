// An export, loaded only when one is asked for (with comlink; the writers live in their workers):
// reads the list's rows page by page, turns each page into cells here (the view's columns need the
// page's lookups and words), and hands it to the writer's worker; then saves the file.
import { releaseProxy, wrap } from 'comlink'
import { formatDate, formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import type { Lookup } from '../entity-view/entity-view'
import { cellsOf, exportColumns, sheetOf, type ExportTable } from './export-columns'
import { beyond, progressTotal, rowsOf, type ExportSource } from './export-rows'
import type { ExportFormat } from './export-sheet'
import type { WriterApi } from './serve-writer'
import { saveBlob } from '../../lib/save-blob'
import { startSpreadsheetWorker } from '../spreadsheet/start-spreadsheet-worker'
import { failureOf } from '../spreadsheet/worker-failure'

export type ExportJob = {
  format: ExportFormat
  view: ExportTable
  /** The list's title: the sheet's name and the file's. */
  title: string
  lookup: Lookup
  source: ExportSource
  signal: AbortSignal
  onProgress: (done: number, total: number | null) => void
  /** Every row is written; the file is being made (an .xlsx takes a while to zip). */
  onWriting: () => void
}

/**
 * The most rows an .xlsx export takes: an Excel sheet's 1,048,576 rows, less the header. The file
 * is zipped as it is written (decision 0335), so memory is not the limit; a CSV has none.
 */
export const XLSX_MAX_ROWS = 1_048_575

const workers: Record<ExportFormat, () => Worker> = {
  csv: () => new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' }),
  xlsx: startSpreadsheetWorker,
}

/** `Student List 2083-08-09.xlsx`: the list's title and today's BS date. */
export function fileNameOf(title: string, format: ExportFormat, today = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
  return `${title.replace(/[\\/:*?"<>|]/g, ' ').trim()} ${formatDate(day)}.${format}`
}

/** Writes the list's rows in the worker of `format` and saves the file; false when cancelled. */
export async function runExport(job: ExportJob): Promise<boolean> {
  const worker = workers[job.format]()
  const writer = wrap<WriterApi>(worker)
  const broken = failureOf(worker, (event) => event.message || 'The export could not start')
  const call = <T>(answer: Promise<T>) => Promise.race([answer, broken])
  try {
    const columns = exportColumns(job.view)
    await call(writer.begin(sheetOf(job.title, columns)))
    let done = 0
    for await (const batch of rowsOf(job.source)) {
      if (job.signal.aborted) return false
      const over = job.format === 'xlsx' && beyond(batch, done, XLSX_MAX_ROWS)
      if (over)
        throw new Error(t('export.tooManyRows', { n: over, max: formatNumber(XLSX_MAX_ROWS) }))
      await call(writer.add(cellsOf(columns, batch.rows, job.lookup, done)))
      done += batch.rows.length
      job.onProgress(done, progressTotal(batch, done))
    }
    if (job.signal.aborted) return false
    job.onWriting()
    const file = await call(writer.finish())
    if (job.signal.aborted) return false
    saveBlob(file, fileNameOf(job.title, job.format))
    return true
  } finally {
    writer[releaseProxy]()
    worker.terminate()
  }
}
