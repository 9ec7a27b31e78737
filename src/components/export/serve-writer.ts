import { expose } from 'comlink'
import type { Cell, ExportSheet, SheetWriter } from './export-sheet'

/** What a writer's worker answers, through comlink: begin a sheet, add pages of rows, finish. */
export type WriterApi = {
  begin(sheet: ExportSheet): void
  add(rows: Cell[][]): void
  finish(): Promise<Blob>
}

/** Serves one kind of writer from a Web Worker (one file a worker: the worker is ended after). */
export function serveWriter(create: (sheet: ExportSheet) => SheetWriter) {
  let writer: SheetWriter | null = null
  const must = () => {
    if (!writer) throw new Error('begin() first')
    return writer
  }
  const api: WriterApi = {
    begin: (sheet) => {
      writer = create(sheet)
    },
    add: (rows) => must().add(rows),
    finish: () => must().finish(),
  }
  expose(api)
}
