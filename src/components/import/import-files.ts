// The two files the import page offers, written by the worker and saved by the browser.
import { t } from '../../lib/i18n/import'
import type { ImportColumn } from './import-columns'
import type { ImportSpec } from './import-spec'
import { withImportWorker, saveFile, XLSX_TYPE } from './import-worker-client'
import type { RowError } from './plan-import'
import type { Sheet } from './sheet'
import { templateSpec } from './template-spec'

const baseName = (name: string) => name.replace(/\.[^.]+$/u, '')

/** The list's template (`students-template.xlsx`) from the lists cached on the device. */
export async function downloadTemplate(
  spec: ImportSpec,
  columns: readonly ImportColumn[],
  ctx: Parameters<typeof templateSpec>[2],
) {
  const bytes = await withImportWorker((worker) =>
    worker.templateFile(templateSpec(spec, columns, ctx)),
  )
  saveFile(bytes, `${spec.fileName}-${t('import.templateFile')}.xlsx`, XLSX_TYPE)
}

/** The file as sent with an Errors column (`students-errors.xlsx`, or `.csv` for a CSV). */
export async function downloadErrors(file: File, sheet: Sheet, errors: readonly RowError[]) {
  const byRow = new Map<number, string[]>()
  for (const e of errors)
    byRow.set(e.n, [...(byRow.get(e.n) ?? []), e.column ? `${e.column}: ${e.message}` : e.message])
  const bytes = await withImportWorker((worker) =>
    worker.errorFile(file, {
      format: sheet.format,
      sheetName: sheet.sheetName,
      headerRow: sheet.headerRow,
      header: t('import.errorColumn'),
      errors: [...byRow].map(([n, messages]) => [n, messages.join('; ')]),
    }),
  )
  const xlsx = sheet.format === 'xlsx'
  const name = `${baseName(file.name)}-${t('import.errorFile')}.${xlsx ? 'xlsx' : 'csv'}`
  saveFile(bytes, name, xlsx ? XLSX_TYPE : 'text/csv')
}
