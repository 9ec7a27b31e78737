import type { Cell, ExportSheet, SheetWriter } from './export-sheet'

/** What a writer's worker answers, through comlink: begin a sheet, add pages of rows, finish. */
export type WriterApi = {
  begin(sheet: ExportSheet): void
  add(rows: Cell[][]): void
  finish(): Promise<Blob>
}

/** One kind of writer as a worker serves it (one file a worker: the worker is ended after). */
export function writerApi(create: (sheet: ExportSheet) => SheetWriter): WriterApi {
  let writer: SheetWriter | null = null
  const must = () => {
    if (!writer) throw new Error('begin() first')
    return writer
  }
  return {
    begin: (sheet) => {
      writer = create(sheet)
    },
    add: (rows) => must().add(rows),
    finish: () => must().finish(),
  }
}
