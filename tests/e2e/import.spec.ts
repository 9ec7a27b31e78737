import { readFile } from 'node:fs/promises'
import { expect, type Download, type Page } from '@playwright/test'
import { countOf, importFile, XLSX } from './support/import-steps'
import { test } from './support/test'
import ExcelJS from 'exceljs'
import { signInAs } from './support/demo-users'
import { expectOnline, pendingCount, tokenOf } from './support/offline'
import { cacheWholeApp, offlineTest, waitForServiceWorkerControl } from './support/service-worker'

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase()

async function workbookOf(download: Download) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer)
  return book
}

/** Clicks a button and waits for the file the browser saves. */
async function downloadBy(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  return download
}

async function bytesOf(book: ExcelJS.Workbook) {
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** Opens the student import of campus 78 and reads the template's headers. */
async function openImport(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Import students' }).click()
  await expect(page.getByRole('heading', { name: 'Import students', level: 1 })).toBeVisible()
  // The template: headers in both languages, an example row, and the Values sheet (of the lists
  // cached on the device: asked again until the page has them all).
  let headers: string[] = []
  await expect(async () => {
    const template = await workbookOf(await downloadBy(page, 'Download the template'))
    headers = (template.worksheets[0]!.getRow(1).values as string[]).slice(1)
    expect(headers[0]).toBe('First Name / पहिलो नाम')
    expect(headers).toContain('Date of Birth (BS) / जन्म मिति (वि.सं.)')
    expect(template.worksheets[0]!.getRow(2).getCell(1).value).toBe('Sita')
    const listed = template.getWorksheet('Values')!.getColumn(3).values.map(String)
    expect(listed).toContain('Bachelor of Business Studies')
    expect(listed).toContain('Kathmandu (काठमाडौँ)')
  }).toPass()
  return headers
}

/**
 * `count` students under the template's headers, all of the last name `last`; row `badRow` (if
 * any) has a date that does not exist.
 */
async function studentsFile(headers: string[], count: number, last: string, badRow?: number) {
  const english = headers.map((h) => h.split(' / ')[0]!)
  const cell = (i: number): Record<string, string> => ({
    'First Name': `Student${i}`,
    'Last Name': last,
    Gender: i % 2 ? 'Female' : 'पुरुष',
    'Date of Birth (BS)':
      i === badRow ? '2061-13-40' : `२०६१-०२-${String((i % 28) + 1).padStart(2, '0')}`,
    Program: 'Bachelor of Business Studies',
    Batch: '2082 Batch',
    'Fiscal Year of Enrolment': '2082/83',
    Year: 'First Year',
    'Roll No.': `${last}-${i}`,
    'Permanent address District': 'काठमाडौँ',
  })
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Students')
  sheet.addRow(headers)
  for (let i = 1; i <= count; i++) sheet.addRow(english.map((h) => cell(i)[h] ?? ''))
  return bytesOf(book)
}

/** How many students of the last name `last` the server holds. */
async function onServer(page: Page, last: string) {
  const answer = await page.request.get(`/api/Student?q=${last}&limit=1`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { total: number }).total
}

const ROWS = 1_000
const rows = ROWS.toLocaleString('en')

test(`a campus imports ${rows} students from the template: an invalid row shown, corrected from the error workbook, and a second import creates nobody twice`, async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const headers = await openImport(page)
  const last = `Imp${tag()}`
  await importFile(page, await studentsFile(headers, ROWS, last, 57))
  await expect(countOf(page, 'New')).toContainText((ROWS - 1).toLocaleString('en'))
  await expect(countOf(page, 'Invalid')).toContainText('1')
  const errors = page.getByRole('table', { name: 'Rows that cannot be imported' })
  await expect(errors.getByRole('row')).toHaveCount(2)
  await expect(errors).toContainText('58')
  await expect(errors).toContainText('2061-13-40')

  // The error workbook is the file with an Errors column: correct the row it names, import again.
  const marked = await workbookOf(await downloadBy(page, 'Download the error workbook'))
  const ws = marked.worksheets[0]!
  const errorColumn = (ws.getRow(1).values as string[]).indexOf('Errors')
  expect(errorColumn).toBe(headers.length + 1)
  const dateColumn = headers.indexOf('Date of Birth (BS) / जन्म मिति (वि.सं.)') + 1
  let fixed = 0
  ws.eachRow((row, n) => {
    if (n > 1 && row.getCell(errorColumn).value) {
      row.getCell(dateColumn).value = '2061-12-30'
      fixed++
    }
  })
  expect(fixed).toBe(1)
  const corrected = await bytesOf(marked)

  await page.getByRole('button', { name: 'Choose another file' }).click()
  await importFile(page, corrected)
  await expect(countOf(page, 'New')).toContainText(rows)
  await expect(countOf(page, 'Invalid')).toContainText('0')
  await page.getByRole('button', { name: `Import ${rows} rows` }).click()
  await expect(page.getByText(`Import finished: ${rows} rows imported.`)).toBeVisible({
    timeout: 180_000,
  })
  expect(await onServer(page, last)).toBe(ROWS)

  // The same file again: every row is a student already there, unchanged; nothing is sent.
  await page.getByRole('button', { name: 'Import another file' }).click()
  await importFile(page, corrected)
  await expect(countOf(page, 'Unchanged')).toContainText(rows)
  await expect(countOf(page, 'New')).toContainText('0')
  await expect(
    page.getByText('Nothing to import: every valid row is already in the register as it is.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled()
  expect(await onServer(page, last)).toBe(ROWS)
})

test('a row of an import refused as a duplicate names the field on the Sync screen (decision 0417)', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const headers = await openImport(page)
  const english = headers.map((h) => h.split(' / ')[0]!)
  const last = `Dup${tag()}`
  const fileOf = async (rows: Record<string, string>[]) => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Students')
    sheet.addRow(headers)
    for (const cells of rows) sheet.addRow(english.map((h) => cells[h] ?? ''))
    return bytesOf(book)
  }
  const student = (i: number, roll: number): Record<string, string> => ({
    'First Name': `Student${i}`,
    'Last Name': last,
    Gender: 'Female',
    'Date of Birth (BS)': '2061-02-01',
    Program: 'Bachelor of Business Studies',
    Batch: '2082 Batch',
    'Fiscal Year of Enrolment': '2082/83',
    Year: 'First Year',
    'Registration No.': `${last}-R${i}`,
    'Roll No.': `${last}-${roll}`,
  })
  await importFile(page, await fileOf([student(1, 1), student(2, 2)]))
  await expect(countOf(page, 'New')).toContainText('2')
  await page.getByRole('button', { name: 'Import 2 rows' }).click()
  await expect(page.getByText('Import finished: 2 rows imported.')).toBeVisible({
    timeout: 60_000,
  })

  // The first student (found by the registration number) given the second's roll number: an edit
  // the server refuses as a duplicate of the roll number.
  await page.getByRole('button', { name: 'Import another file' }).click()
  await importFile(page, await fileOf([student(1, 2)]))
  await expect(
    page
      .getByRole('list', { name: 'Rows of the file' })
      .getByRole('listitem', { name: 'Changed', exact: true }),
  ).toContainText('1')
  await page.getByRole('button', { name: 'Import 1 rows' }).click()
  await expect(
    page.getByText('1 rows were not accepted by the server: they are listed on the Sync screen.'),
  ).toBeVisible({ timeout: 60_000 })
  // The import log names the field by its label.
  await expect(
    page
      .getByRole('region', { name: 'Earlier imports' })
      .getByText('Roll No. is already used by another record')
      .first(),
  ).toBeAttached({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Open Sync and conflicts' }).click()
  await expect(
    page.getByText(
      new RegExp(`Roll No\\. ${last}-2 is already used by (Student2 ${last}|another record)\\.`),
    ),
  ).toBeVisible()
})

offlineTest(
  'offline, a campus imports students; they are sent once the server can be reached',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin', '/student-management/student-list')
    await waitForServiceWorkerControl(page)
    // The spreadsheet worker is not in the install's precache: a device has it offline once the
    // rest of the app is cached, which the page asks for after the first visit settles (a race
    // with going offline here, lost once in CI).
    await cacheWholeApp(page)
    const headers = await openImport(page)
    const last = `Off${tag()}`
    const file = await studentsFile(headers, 5, last)

    await context.setOffline(true)
    await expectOnline(page, false)
    await importFile(page, file)
    await expect(countOf(page, 'New')).toContainText('5')
    await page.getByRole('button', { name: 'Import 5 rows' }).click()
    await expect(
      page.getByText(
        'Offline: 5 rows are kept on this device and are sent when the server can be reached.',
      ),
    ).toBeVisible()
    expect(await onServer(page, last)).toBe(0)

    await context.setOffline(false)
    await expectOnline(page, true)
    await expect.poll(() => onServer(page, last), { timeout: 60_000 }).toBe(5)
    await expect(pendingCount(page)).toHaveText('0')
  },
)

test('a spreadsheet reader that cannot load is said, not waited for', async ({ page }) => {
  // What a device sees offline before it has kept the app's other files (decision 0336): the
  // worker's script does not load.
  await page.route(/spreadsheet\.worker[^/]*\.js$/, (route) => route.abort())
  await signInAs(page, 'collegeadmin', '/student-management/import')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from('A\nB\n') })
  await expect(page.getByRole('alert')).toContainText('The spreadsheet reader could not start.')
})

test('a file that is not a spreadsheet is refused with a clear message', async ({ page }) => {
  await signInAs(page, 'collegeadmin', '/student-management/import')
  const input = page.locator('input[type="file"]')
  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) })
  await expect(page.getByRole('alert')).toHaveText('The file is empty (0 bytes).')
  await input.setInputFiles({
    name: 'notes.xlsx',
    mimeType: XLSX,
    buffer: Buffer.from('not a workbook'),
  })
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not an Excel workbook (.xlsx) or a CSV file.',
  )
})
