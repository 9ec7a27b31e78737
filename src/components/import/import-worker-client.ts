import { wrap, type Remote } from 'comlink'
import { saveBlob } from '../../lib/save-blob'
import {
  startSpreadsheetWorker,
  type SpreadsheetWorker,
} from '../spreadsheet/start-spreadsheet-worker'

let worker: Remote<SpreadsheetWorker> | undefined

/** The import's spreadsheet worker, started on first use and kept for the page's next file. */
export function importWorker(): Remote<SpreadsheetWorker> {
  worker ??= wrap<SpreadsheetWorker>(startSpreadsheetWorker())
  return worker
}

/** Saves bytes the worker wrote as a download named `name`. */
export const saveFile = (bytes: ArrayBuffer, name: string, type: string) =>
  saveBlob(new Blob([bytes], { type }), name)

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
