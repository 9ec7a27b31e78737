import { readFile } from 'node:fs/promises'
import { expect, type Download, type Page } from '@playwright/test'
import { test } from './support/test'
import ExcelJS from 'exceljs'
import { signInAs } from './support/demo-users'
import { choose, expectOnline, serverList, tokenOf } from './support/offline'
import { offlineTest, waitForServiceWorkerControl } from './support/service-worker'
import { listTotal } from './support/list-count'

type Row = Record<string, unknown>
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase()

/** Picks a format in the list's Export menu and waits for the file the browser saves. */
async function exportAs(page: Page, format: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<Download> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: format }).click()
  return download
}

async function sheetOf(download: Download) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer)
  return book.worksheets[0]!
}

/** The CSV's records (no field of these lists holds a line break), the header first. */
async function csvOf(download: Download) {
  const bytes = await readFile(await download.path())
  const text = bytes.toString('utf8')
  return { bom: [...bytes.subarray(0, 3)], lines: text.replace(/^\uFEFF/, '').split('\r\n') }
}

test('a campus exports its filtered student list, every page, to .xlsx and .csv', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const token = await tokenOf(page)
  const auth = { authorization: `Bearer ${token}` }
  // One student with a Devanagari name and a roll number a spreadsheet would read as a formula.
  const [sample] = await serverList<Row>(page, token, '/Student?limit=1')
  const last = `Export${tag()}`
  const roll = `-${tag()}`
  const created = await page.request.post('/api/Student', {
    headers: auth,
    data: {
      programId: sample!.programId,
      fiscalYearId: sample!.fiscalYearId,
      semester: sample!.semester,
      year: sample!.year,
      firstName: 'Sita',
      lastName: last,
      nameNe: 'सीता श्रेष्ठ',
      gender: 'female',
      dateOfBirth: '2004-05-14',
      rollNo: roll,
    },
  })
  expect(created.status()).toBe(201)

  const femaleTotal = async () => {
    const answer = await page.request.get('/api/Student?gender=female&limit=1', { headers: auth })
    return ((await answer.json()) as { total: number }).total
  }
  // The tests beside this one may add students to the same campus meanwhile: each count read
  // lies between the server's totals before and after it.
  const before = await femaleTotal()
  await choose(page.getByRole('search'), 'Gender', 'Female')
  await expect(page).toHaveURL(/gender=female/)
  // (Until the count shown is the filtered one.)
  let total = 0
  await expect(async () => {
    total = await listTotal(page)
    expect(total).toBeGreaterThanOrEqual(before)
    expect(total).toBeLessThanOrEqual(await femaleTotal())
  }).toPass()
  // More than one page of 100: the export reads them all, not the page shown.
  expect(total).toBeGreaterThan(100)

  const xlsx = await exportAs(page, 'Excel (.xlsx)')
  expect(xlsx.suggestedFilename()).toMatch(/^Student List \d{4}-\d{2}-\d{2}\.xlsx$/)
  const sheet = await sheetOf(xlsx)
  expect(sheet.name).toBe('Student List')
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  const header = (sheet.getRow(1).values as unknown[]).slice(1)
  expect(header.slice(0, 3)).toEqual(['S.No', 'Name', 'Name (Devanagari)'])
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
  // Every student there was when the export read them.
  const exported = sheet.rowCount - 1
  expect(exported).toBeGreaterThanOrEqual(total)
  expect(exported).toBeLessThanOrEqual(await femaleTotal())
  expect(sheet.getRow(exported + 1).getCell(1).value).toBe(exported)
  const rollColumn = header.indexOf('Roll No.') + 1
  const mine = sheet.getColumn(2).values.findIndex((value) => value === `Sita ${last}`)
  expect(mine).toBeGreaterThan(1)
  expect(sheet.getRow(mine).getCell(3).value).toBe('सीता श्रेष्ठ')
  expect(sheet.getRow(mine).getCell(rollColumn).value).toBe(roll)
  expect(sheet.getRow(mine).getCell(rollColumn).formula).toBeUndefined()

  const csv = await csvOf(await exportAs(page, 'CSV (.csv)'))
  expect(csv.bom).toEqual([0xef, 0xbb, 0xbf])
  expect(csv.lines[0]).toMatch(/^S\.No,Name,Name \(Devanagari\),/)
  expect(csv.lines.at(-1)).toBe('')
  expect(csv.lines.length - 2).toBeGreaterThanOrEqual(exported)
  expect(csv.lines.length - 2).toBeLessThanOrEqual(await femaleTotal())
  const line = csv.lines.find((l) => l.includes(`Sita ${last}`))
  expect(line).toContain(',सीता श्रेष्ठ,')
  // Escaped for spreadsheets: the roll number starts with an apostrophe in the CSV.
  expect(line).toContain(`,'${roll},`)
})

test('a setup list (levels) exports the rows the screen holds, with its Status column', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/other-setup/level-management')
  const token = await tokenOf(page)
  const levels = await serverList<Row>(page, token, '/Level/GetAllLevels')
  expect(levels.length).toBeGreaterThan(0)
  await expect(
    page.getByRole('cell', { name: String(levels[0]!.levelName), exact: true }),
  ).toBeVisible()

  const xlsx = await exportAs(page, 'Excel (.xlsx)')
  expect(xlsx.suggestedFilename()).toMatch(/^Level Management \d{4}-\d{2}-\d{2}\.xlsx$/)
  const sheet = await sheetOf(xlsx)
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  expect(sheet.rowCount - 1).toBe(levels.length)
  const header = (sheet.getRow(1).values as unknown[]).slice(1)
  expect(header[0]).toBe('S.No')
  expect(header.at(-1)).toBe('Status')
  const names = sheet.getColumn(2).values.slice(2)
  expect(new Set(names)).toEqual(new Set(levels.map((l) => l.levelName)))

  const csv = await csvOf(await exportAs(page, 'CSV (.csv)'))
  expect(csv.lines.length - 2).toBe(levels.length)
})

offlineTest(
  'offline, a campus exports its filtered list from the register kept on the device',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin', '/student-management/student-list')
    await waitForServiceWorkerControl(page)
    await expect(page.getByText(/^Kept on this device for offline use/)).toBeVisible()
    await context.setOffline(true)
    await expectOnline(page, false)
    await choose(page.getByRole('search'), 'Gender', 'Male')
    await expect(page.getByText(/this device's copy of the register/)).toBeVisible()
    const shown = await listTotal(page)
    expect(shown).toBeGreaterThan(100)
    // Z to A, as the Name header turns it: the file is in the list's order.
    const firstKey = () =>
      page.locator('tbody tr[data-row-key]').first().getAttribute('data-row-key')
    const fromA = await firstKey()
    await page.getByRole('columnheader', { name: 'Name', exact: true }).getByRole('button').click()
    await expect(page).toHaveURL(/sort=-name/)
    await expect.poll(firstKey).not.toBe(fromA)
    const listed = await page.locator('tbody tr[data-row-key] td:nth-child(2)').allInnerTexts()

    // The writers' workers come from the service worker's caches.
    const sheet = await sheetOf(await exportAs(page, 'Excel (.xlsx)'))
    expect(sheet.rowCount - 1).toBe(shown)
    expect(sheet.getColumn(2).values.slice(2, 2 + listed.length)).toEqual(listed)
    const genders = new Set(
      sheet.getColumn((sheet.getRow(1).values as unknown[]).indexOf('Gender')).values.slice(2),
    )
    expect(genders).toEqual(new Set(['Male']))
    const csv = await csvOf(await exportAs(page, 'CSV (.csv)'))
    expect(csv.lines.length - 2).toBe(shown)
  },
)
