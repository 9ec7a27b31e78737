/**
 * A new instance of the spreadsheet worker (`spreadsheet.worker.ts`): an import keeps one for the
 * page's next file, an export starts one for its file and ends it after. Only the worker's type is
 * imported here, so the page's own code never carries the library.
 */
export const startSpreadsheetWorker = () =>
  new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' })

export type { SpreadsheetWorker } from './spreadsheet.worker'
