import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Chooses the file, lets the columns match by themselves, and checks the rows. */
export async function importFile(page: Page, buffer: Buffer, name = 'import.xlsx') {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX, buffer })
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Match the columns' })).toBeVisible()
  await page.getByRole('button', { name: 'Check the rows' }).click()
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Check the rows' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Rows of the file' })).toBeVisible()
}

/** The preview's count of one outcome (New, Changed, Unchanged, Invalid). */
export const countOf = (page: Page, outcome: string) =>
  page.getByRole('list', { name: 'Rows of the file' }).getByRole('listitem', { name: outcome })

/** The import log's row of a file, under an import page. */
export const importLogEntry = (page: Page, fileName: string) =>
  page
    .getByRole('region', { name: 'Earlier imports' })
    .getByRole('row')
    .filter({ hasText: fileName })

/** Downloads the import page's template and reads it (its header row is the sheet's first). */
export async function downloadTemplate(page: Page) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the template' }).click()
  const template = new ExcelJS.Workbook()
  await template.xlsx.load(
    (await readFile(await (await download).path())) as unknown as ExcelJS.Buffer,
  )
  return template
}
