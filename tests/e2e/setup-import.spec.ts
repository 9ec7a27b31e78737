// A setup list from a spreadsheet (issue 13, decision 0333): a campus opens its batches' import from
// the list, fills the template, sees the row it left incomplete refused before anything is sent,
// imports the rest through the outbox, and the same file again enters nothing twice.
import { expect } from '@playwright/test'
import ExcelJS from 'exceljs'
import { signInAs } from './support/demo-users'
import { tokenOf } from './support/offline'
import { countOf, downloadTemplate, importFile, importLogEntry } from './support/import-steps'
import { test } from './support/test'

test('a campus imports its batches from the template; the same file again enters none twice', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/other-setup/batch-management')
  await page.getByRole('link', { name: 'Import from Excel or CSV' }).click()
  await expect(
    page.getByRole('heading', { name: 'Import: Batch Management', level: 1 }),
  ).toBeVisible()

  let headers: string[] = []
  await expect(async () => {
    const template = await downloadTemplate(page)
    const sheet = template.worksheets[0]!
    headers = (sheet.getRow(1).values as string[]).slice(1)
    expect(headers.map((h) => h.split(' / ')[0])).toContain('Batch Name')
    // The example row, as the list declares it.
    expect((sheet.getRow(2).values as string[]).slice(1)).toContain('2081 Intake')
  }).toPass()

  const tag = Math.random().toString(36).slice(2, 8).toUpperCase()
  const english = headers.map((h) => h.split(' / ')[0]!)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Batches')
  sheet.addRow(headers)
  for (let i = 1; i <= 6; i++) {
    // Row 4's year is left out: refused on its row, the others go.
    const row: Record<string, string> = {
      'Batch Name': `${tag} Intake ${i}`,
      'Intake Year (BS)': i === 4 ? '' : String(2075 + i),
    }
    sheet.addRow(english.map((h) => row[h] ?? ''))
  }
  const bytes = Buffer.from(await book.xlsx.writeBuffer())

  await importFile(page, bytes, `${tag}.xlsx`)
  await expect(countOf(page, 'New')).toContainText('5')
  await expect(countOf(page, 'Invalid')).toContainText('1')
  await expect(page.getByRole('table', { name: 'Rows that cannot be imported' })).toContainText(
    'Intake Year is required',
  )
  await page.getByRole('button', { name: 'Import 5 rows' }).click()
  await expect(page.getByText('Import finished: 5 rows imported.')).toBeVisible({
    timeout: 60_000,
  })
  const entry = importLogEntry(page, `${tag}.xlsx`)
  await expect(entry).toContainText('All of it')

  const answer = await page.request.get('/api/Batch', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  })
  const ours = ((await answer.json()) as { batchName: string; campusId: number }[]).filter((b) =>
    b.batchName.startsWith(tag),
  )
  expect(ours).toHaveLength(5)
  expect(ours.every((b) => b.campusId === 78)).toBe(true)

  await page.getByRole('button', { name: 'Import another file' }).click()
  await importFile(page, bytes, `${tag}.xlsx`)
  await expect(countOf(page, 'Unchanged')).toContainText('5')
  await expect(countOf(page, 'New')).toContainText('0')
})
