import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { fiscalYear, fiscalYearOf, fiscalYearStart } from '../../common/bikram-sambat'
import { signInAs } from './support/demo-users'
import { choose, serverList, tokenOf, unique } from './support/offline'
import { rowOf } from './support/screen'

const formOf = (page: Page, title: string) => page.getByRole('region', { name: title })

/** Saves the form and waits until the new row is in the table and accepted by the server. */
async function saveAndSee(page: Page, form: Locator, rowText: string) {
  await form.getByRole('button', { name: 'Save' }).click()
  const row = rowOf(page, rowText)
  await expect(row).toHaveCount(1)
  await expect(row.locator('[data-sync-mark]')).toHaveCount(0)
  return row
}

test('a campus adds a section, a department, an income/expense head and an entry', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/other-setup/add-section')

  const section = unique('Section E2E')
  let form = formOf(page, 'Add Section')
  await choose(form, 'Program', 'Bachelor of Business Studies')
  await choose(form, 'Year', 'First Year')
  await expect(form.getByRole('combobox', { name: 'Semester' })).toBeDisabled()
  await form.getByLabel('Section Name').fill(section)
  await choose(form, 'Shift', 'Evening')
  await form.getByLabel('Capacity').fill('45')
  let row = await saveAndSee(page, form, section)
  await expect(row).toContainText('Bachelor of Business Studies')
  await expect(row).toContainText('Evening')

  await page.getByRole('link', { name: 'Add Department' }).first().click()
  const department = unique('Department of E2E Studies')
  form = formOf(page, 'Add Department')
  await form.getByLabel('Department Name').fill(department)
  await choose(form, 'Department Type', 'Academic')
  await form.getByLabel('Head of Department').fill('Sita Sharma')
  await form.getByLabel('E-mail').fill('not-an-email')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('E-mail is not valid')).toBeVisible()
  await form.getByLabel('E-mail').fill('e2e@campus.edu.np')
  row = await saveAndSee(page, form, department)
  await expect(row).toContainText('Sita Sharma')

  await page.getByRole('link', { name: 'Income/Expense Head' }).first().click()
  const head = unique('E2E expense head')
  form = formOf(page, 'Add Income/Expense Head')
  await choose(form, 'Type', 'Expense')
  await choose(form, 'Group', 'Recurrent expenditure (Expense)')
  await form.getByLabel('Head Name').fill(head)
  await form.getByLabel('Code').fill('E-1.9')
  row = await saveAndSee(page, form, head)
  await expect(row).toContainText('Recurrent expenditure')

  await page.getByRole('link', { name: 'Income/Expense', exact: true }).first().click()
  const voucher = unique('V-E2E').replace(' ', '-')
  form = formOf(page, 'Add Income/Expense')
  // A new entry starts in the current fiscal year, dated today.
  await expect(form.getByRole('combobox', { name: 'Fiscal Year' })).toHaveValue('2083/84')
  await choose(form, 'Head', `E-1.9 ${head} (Expense)`)
  await form.getByLabel('Amount').fill('12.345')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Amount must be in rupees with at most two decimals')).toBeVisible()
  await form.getByLabel('Amount').fill('1250000.5')
  await form.getByLabel('Voucher/Receipt No.').fill(voucher)
  row = await saveAndSee(page, form, voucher)
  await expect(row).toContainText('Rs. 12,50,000.50')
  await expect(row).toContainText(head)

  const token = await tokenOf(page)
  const entries = await serverList<{ reference: string; amount: string }>(
    page,
    token,
    '/IncomeExpense',
  )
  expect(entries.find((e) => e.reference === voucher)?.amount).toBe('1250000.50')
})

test("a commission user's entry offers the heads of the campus picked, and another campus clears the head", async ({
  page,
}) => {
  await signInAs(page, 'superadmin', '/other-setup/incomeexpensehead')
  const head = unique('E2E Pokhara head')
  let form = formOf(page, 'Add Income/Expense Head')
  await choose(form, 'Campus', 'Prithvi Narayan Campus')
  await choose(form, 'Type', 'Income')
  await form.getByLabel('Head Name').fill(head)
  await form.getByLabel('Code').fill('I-7.7')
  await saveAndSee(page, form, head)

  await page.getByRole('link', { name: 'Income/Expense', exact: true }).first().click()
  form = formOf(page, 'Add Income/Expense')
  const headOption = page.getByRole('option', { name: `I-7.7 ${head} (Income)` })
  await choose(form, 'Campus', 'Ratna Rajyalaxmi Campus')
  await form.getByRole('combobox', { name: 'Head' }).click()
  await expect(page.getByRole('option', { name: /UGC recurrent grant/ })).toBeVisible()
  await expect(headOption).toHaveCount(0)
  await page.keyboard.press('Escape')

  await choose(form, 'Campus', 'Prithvi Narayan Campus')
  await choose(form, 'Head', `I-7.7 ${head} (Income)`)
  await choose(form, 'Campus', 'Ratna Rajyalaxmi Campus')
  await expect(form.getByRole('combobox', { name: 'Head' })).toHaveValue('')
})

test('a new fiscal year defaults to the next Shrawan-to-Asar year, BS and AD', async ({ page }) => {
  await signInAs(page, 'ugcadmin', '/other-setup/arthikBarsa')
  const recorded = await serverList<{ name: string }>(page, await tokenOf(page), '/FiscalYear')
  const newest = Math.max(
    fiscalYearOf(new Date()).startYear,
    ...recorded.map((y) => fiscalYearStart(y.name)),
  )
  const next = fiscalYear(newest + 1)

  await expect(rowOf(page, '2083/84')).toContainText('1 Shrawan 2083')
  await expect(rowOf(page, '2083/84')).toContainText('2026-07-17')
  const form = formOf(page, 'Add Fiscal Year')
  await expect(form.getByLabel('Fiscal Year (BS)')).toHaveValue(next.name)
  await expect(form.getByLabel('Start (BS)')).toHaveValue(next.startDateBs)
  await expect(form.getByLabel('End (BS)')).toHaveValue(next.endDateBs)
  await expect(form.getByLabel('Start (AD)')).toHaveValue(next.startDate)
  await expect(form.getByLabel('End (AD)')).toHaveValue(next.endDate)
})

test('the fiscal-year page is public: read-only, with BS and AD dates, without signing in', async ({
  page,
}) => {
  await page.goto('/other-setup/arthikBarsa')
  await expect(page).toHaveURL(/\/other-setup\/arthikBarsa$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiscal Year (Arthik Barsa)')
  await expect(rowOf(page, '2083/84')).toContainText('1 Shrawan 2083')
  await expect(rowOf(page, '2083/84')).toContainText('2026-07-17')
  await expect(page.getByRole('region', { name: 'Add Fiscal Year' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0)
})

test('a campus reads the graduation table and is told the university keeps it', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/graduationtable-setups')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Graduation Table Setups' }),
  ).toBeVisible()
  await expect(
    page.getByText(/^Each university keeps its own graduation table here; .* ask the university/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})

test('a university keeps its graduation table, with the CGPA of each division', async ({
  page,
}) => {
  await signInAs(page, 'uniadmin', '/student-management/graduationtable-setups')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Graduation Table Setups' }),
  ).toBeVisible()
  const form = formOf(page, 'Add a division')
  await choose(form, 'Division', 'Third Division')
  await form.getByLabel('Lowest CGPA').fill('4.5')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('CGPA must be a number from 0 to 4')).toBeVisible()
  await form.getByLabel('Lowest CGPA').fill('2.1')
  const row = await saveAndSee(page, form, 'Third Division')
  await expect(row).toContainText('2.1')
  await expect(row).toContainText('Tribhuvan University')
})
