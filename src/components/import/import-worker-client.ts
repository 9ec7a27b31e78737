import { wrap, type Remote } from 'comlink'
import type { ImportWorker } from './import.worker'

let worker: Remote<ImportWorker> | undefined

/** The import worker, started on first use and kept for the page's next file. */
export function importWorker(): Remote<ImportWorker> {
  worker ??= wrap<ImportWorker>(
    new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' }),
  )
  return worker
}

/** Saves bytes the worker wrote as a download named `name`. */
export function saveFile(bytes: ArrayBuffer, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
