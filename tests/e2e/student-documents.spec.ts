import { expect, type Locator } from '@playwright/test'
import { recordToasts } from './support/toasts'
import { test } from './support/test'
import { startSession } from './support/demo-users'
import { newClass } from './support/new-class'
import { choose, expectOnline, pendingCount, serverList } from './support/offline'
import { searchFor } from './support/screen'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

/** Chooses a file in the record's Documents box and presses Add document. */
async function addFile(documents: Locator, name: string, mimeType: string, buffer: Buffer) {
  await documents.locator('input[type=file]').setInputFiles({ name, mimeType, buffer })
  await documents.getByRole('button', { name: 'Add document' }).click()
}

test("a campus adds a student's transcript offline, and once sent downloads it, offline again too, and removes it", async ({
  page,
  context,
}) => {
  test.slow()
  await startSession(page, 'collegeadmin')
  const klass = await newClass(page, 'Document Program')
  const [asha] = klass.students as [string]

  // The Documents page finds the student; their documents are on their page.
  await page.goto('/student-management/documents')
  await expect(page.getByRole('heading', { level: 1, name: 'Student Documents' })).toBeVisible()
  await searchFor(page, asha.split(' ')[1]!)
  await page.getByRole('link', { name: asha, exact: true }).click()
  const documents = page.getByRole('region', { name: 'Documents' })
  await expect(documents.getByText('No document is kept with this record yet.')).toBeVisible()

  await expectOnline(page, true)
  await context.setOffline(true)
  await expectOnline(page, false)
  await documents.getByRole('button', { name: 'Add document' }).click()
  await expect(documents.getByRole('alert')).toHaveText('Choose the kind of document')
  await choose(documents, 'Kind of document', 'Transcript or marksheet')
  await addFile(documents, 'notes.txt', 'text/plain', Buffer.from('not a document'))
  await expect(documents.getByRole('alert')).toHaveText('Choose a PDF, JPEG, PNG or WebP file')
  // A page of HTML named .pdf is told apart by its bytes, offline too: nothing is queued.
  await addFile(
    documents,
    'marksheet.pdf',
    'application/pdf',
    Buffer.from('<!doctype html><script>alert(1)</script>'),
  )
  await expect(documents.getByRole('alert')).toHaveText(
    'This file is not the PDF or image its name says (its contents are of another kind): choose the document itself',
  )
  await expect(documents.getByRole('row').filter({ hasText: 'marksheet.pdf' })).toHaveCount(0)
  await addFile(documents, 'SLC marksheet.pdf', 'application/pdf', PDF)
  const row = documents.getByRole('row').filter({ hasText: 'SLC marksheet.pdf' })
  await expect(row).toContainText('Not synced yet')
  await expect(row).toContainText('Transcript or marksheet')

  await context.setOffline(false)
  await expectOnline(page, true)
  await expect(pendingCount(page)).toHaveText('0')
  await expect(row.getByRole('button', { name: 'Download SLC marksheet.pdf' })).toBeVisible()
  // The server keeps it: a fresh visit lists it (and, online from its start, shows toasts).
  await page.reload()
  await expect(row).toContainText('Transcript or marksheet')
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download SLC marksheet.pdf' }).click(),
  ])
  expect(file.suggestedFilename()).toBe('SLC marksheet.pdf')
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).equals(PDF)).toBe(true)
  // Downloaded once, it downloads offline too: the device kept it.
  await context.setOffline(true)
  await expectOnline(page, false)
  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download SLC marksheet.pdf' }).click(),
  ])
  expect(readFileSync(await kept.path()).equals(PDF)).toBe(true)
  await context.setOffline(false)
  await expectOnline(page, true)

  await row.getByRole('button', { name: 'Remove SLC marksheet.pdf' }).click()
  await expect(page.getByText('SLC marksheet.pdf removed.')).toBeVisible()
  await expect(documents.getByText('No document is kept with this record yet.')).toBeVisible()
  const [student] = (
    await serverList<{ id: number; documents: unknown[] }>(
      page,
      klass.token,
      `/Student?q=${encodeURIComponent(asha.split(' ')[1]!)}&limit=10`,
    )
  ).filter((s) => s.id === klass.studentIds[0])
  expect(student!.documents).toEqual([])
})

test("a document added online on a student's record is told by one toast", async ({ page }) => {
  await startSession(page, 'collegeadmin')
  const klass = await newClass(page, 'Toast Program')
  await page.goto(`/student-management/student-information-detail?student=${klass.studentIds[0]}`)
  const documents = page.getByRole('region', { name: 'Documents' })
  await expect(documents.getByText('No document is kept with this record yet.')).toBeVisible()
  await expectOnline(page, true)
  const toasts = await recordToasts(page)
  await choose(documents, 'Kind of document', 'Transcript or marksheet')
  await addFile(documents, 'SLC marksheet.pdf', 'application/pdf', PDF)
  // Sent: the server keeps it, and the add was told once, not once more by its upload's answer
  // (which came before the server's copy was stored and shown).
  const row = documents.getByRole('row').filter({ hasText: 'SLC marksheet.pdf' })
  await expect(row.getByRole('button', { name: 'Download SLC marksheet.pdf' })).toBeVisible()
  await expect(pendingCount(page)).toHaveText('0')
  // The answer's toast, when there was one, showed within moments of the send.
  await page.waitForTimeout(2_000)
  expect(await toasts()).toEqual(['SLC marksheet.pdf added (sent when online).'])
})
