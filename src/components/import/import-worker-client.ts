import { wrap, type Remote } from 'comlink'
import type { ImportWorker } from './import.worker'
import { saveBlob } from '../../lib/save-blob'

let worker: Remote<ImportWorker> | undefined

/** The import worker, started on first use and kept for the page's next file. */
export function importWorker(): Remote<ImportWorker> {
  worker ??= wrap<ImportWorker>(
    new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' }),
  )
  return worker
}

/** Saves bytes the worker wrote as a download named `name`. */
export const saveFile = (bytes: ArrayBuffer, name: string, type: string) =>
  saveBlob(new Blob([bytes], { type }), name)

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
