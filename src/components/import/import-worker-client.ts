import { wrap, type Remote } from 'comlink'
import { t } from '../../lib/i18n/import'
import { saveBlob } from '../../lib/save-blob'
import {
  startSpreadsheetWorker,
  type SpreadsheetWorker,
} from '../spreadsheet/start-spreadsheet-worker'
import { failureOf } from '../spreadsheet/worker-failure'

let started: { remote: Remote<SpreadsheetWorker>; failed: Promise<never> } | undefined

/**
 * Runs `call` on the import's spreadsheet worker, started on first use and kept for the page's next
 * file. A worker that fails (its script not loaded: offline on a device that has not yet kept the
 * app's other files, since the worker is not in the install's precache, decision 0336) answers
 * nothing, so the call fails with words that say so instead of waiting forever, and the next call
 * starts a new worker.
 */
export function withImportWorker<R>(
  call: (worker: Remote<SpreadsheetWorker>) => R,
): Promise<Awaited<R>> {
  if (!started) {
    const worker = startSpreadsheetWorker()
    const failed = failureOf(worker, () => t('import.problem.noReader'))
    // Forgotten once failed: the next call starts another worker.
    failed.catch(() => {
      if (started?.failed === failed) started = undefined
      worker.terminate()
    })
    started = { remote: wrap<SpreadsheetWorker>(worker), failed }
  }
  return Promise.race([call(started.remote), started.failed])
}

/** Saves bytes the worker wrote as a download named `name`. */
export const saveFile = (bytes: ArrayBuffer, name: string, type: string) =>
  saveBlob(new Blob([bytes], { type }), name)

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
