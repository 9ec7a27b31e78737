// The staff register from a spreadsheet (issues 13 and 14), on the same import as students: a campus
// downloads the template, imports its teachers and staff (a wrong post for the staff type shown
// before anything is sent), and importing the same file again enters nobody twice.
import { expect } from '@playwright/test'
import ExcelJS from 'exceljs'
import { signInAs } from './support/demo-users'
import { tokenOf } from './support/offline'
import { countOf, downloadTemplate, importFile, importLogEntry } from './support/import-steps'
import { test } from './support/test'

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase()

test('a campus imports its staff from the template; the same file again creates nobody twice', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/employee-management/employee-list')
  await page.getByRole('main').getByRole('link', { name: 'Import employees' }).click()
  await expect(page.getByRole('heading', { name: 'Import employees', level: 1 })).toBeVisible()

  let headers: string[] = []
  await expect(async () => {
    const template = await downloadTemplate(page)
    headers = (template.worksheets[0]!.getRow(1).values as string[]).slice(1)
    const english = headers.map((h) => h.split(' / ')[0])
    expect(english).toContain('Employee Code')
    expect(headers).toContain('Share of a full-time post / पूर्णकालीन पदको अंश')
    // The campus is the user's own: the template does not ask for an employer.
    expect(headers.join()).not.toContain('Campus')
    // The posts are in the Values sheet once the device has the list (asked again until then).
    const listed = template.getWorksheet('Values')!.getColumn(3).values.map(String)
    expect(listed).toContain('Teaching Assistant')
  }).toPass()

  const last = `Staff${tag()}`
  const english = headers.map((h) => h.split(' / ')[0]!)
  const cell = (i: number): Record<string, string> => ({
    'First Name': `Teacher${i}`,
    'Last Name': last,
    Gender: i % 2 ? 'Female' : 'पुरुष',
    'Date of Birth (BS)': `2040-0${(i % 9) + 1}-1${i % 9}`,
    'Employee Code': `${last}-${i}`,
    'Staff Type': 'Teaching',
    // Not Lecturers, whom the staff summary's test counts at this campus meanwhile. Row 5's post is
    // a non-teaching one: refused on its row before anything is sent.
    Post: i === 5 ? 'Accountant' : 'Teaching Assistant',
    'Appointment Type': i % 3 ? 'Permanent' : 'Part-time',
    'Date of Joining (BS)': '2070-04-01',
    'Share of a full-time post': i % 3 ? '1' : '0.5',
    'Highest Qualification': 'Master',
    Status: 'Working',
  })
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Employees')
  sheet.addRow(headers)
  for (let i = 1; i <= 12; i++) sheet.addRow(english.map((h) => cell(i)[h] ?? ''))
  const bytes = Buffer.from(await book.xlsx.writeBuffer())

  await importFile(page, bytes, `${last}.xlsx`)
  await expect(countOf(page, 'New')).toContainText('11')
  await expect(countOf(page, 'Invalid')).toContainText('1')
  // Row 5 of the data is the file's row 6: its post cannot be chosen for teaching staff.
  const refused = page.getByRole('table', { name: 'Rows that cannot be imported' })
  await expect(refused).toContainText('6')
  await expect(refused).toContainText('This value cannot be chosen with the row’s other values')
  await page.getByRole('button', { name: 'Import 11 rows' }).click()
  await expect(page.getByText('Import finished: 11 rows imported.')).toBeVisible({
    timeout: 120_000,
  })
  // The import log: the file, its 12 rows, 11 new, 1 refused by the preview, all received.
  const entry = importLogEntry(page, `${last}.xlsx`)
  await expect(entry).toContainText('All of it')
  await expect(entry.getByRole('cell')).toHaveText([
    /\d{4}-\d{2}-\d{2}/,
    `${last}.xlsx`,
    /Administrator/,
    '12',
    '11',
    '0',
    '0',
    '1',
    '0',
    'All of it',
  ])

  const token = await tokenOf(page)
  const answer = await page.request.get(`/api/Employee?q=${last}&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const found = (await answer.json()) as {
    total: number
    items: { fte: number; campusId: number }[]
  }
  expect(found.total).toBe(11)
  expect(found.items.every((e) => e.campusId === 78)).toBe(true)
  expect(found.items.filter((e) => e.fte === 0.5)).toHaveLength(4)

  await page.getByRole('button', { name: 'Import another file' }).click()
  await importFile(page, bytes, `${last}.xlsx`)
  await expect(countOf(page, 'Unchanged')).toContainText('11')
  await expect(countOf(page, 'New')).toContainText('0')
})
