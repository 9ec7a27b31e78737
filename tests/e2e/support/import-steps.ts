import { expect, type Page } from '@playwright/test'

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
