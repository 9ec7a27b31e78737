import { expect } from '@playwright/test'
import { test } from './support/test'
import { startSession } from './support/demo-users'
import { newClass } from './support/new-class'
import { choose, expectOnline, pendingCount, serverList } from './support/offline'
import { rowOf } from './support/screen'

type Row = Record<string, unknown>

test("a campus enters a university exam's result totals offline; the pass rate counts them beside the year before", async ({
  page,
  context,
}) => {
  test.slow()
  await startSession(page, 'collegeadmin')
  const { token, post, programId, programName, fiscalYearId } = await newClass(
    page,
    'Totals Program',
  )
  const years = await serverList<Row>(page, token, '/FiscalYear')
  const before = years.find((y) => y.name === '2081/82')!.id
  // Last year's totals, entered earlier: 8 Dalit women appeared, 4 passed.
  await post('/ResultTotal', {
    programId,
    semester: 1,
    fiscalYearId: before,
    gender: 'female',
    category: 'dalit',
    appeared: 8,
    passed: 4,
  })

  await page.goto('/pass-rate-management/student-result-entry')
  const form = page.getByRole('region', { name: 'Enter Result Totals' })
  // The new program reaches the device's lists while online; the rest is entered offline.
  await choose(form, 'Program', programName)
  await expectOnline(page, true)
  await context.setOffline(true)
  await expectOnline(page, false)

  await choose(form, 'Semester', 'First Semester')
  await choose(form, 'Fiscal Year', '2082/83')
  await choose(form, 'Gender', 'Female')
  await choose(form, 'UGC category', 'Dalit')
  await form.getByLabel('Appeared').fill('10')
  await form.getByLabel('Passed').fill('12')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Passed cannot be more than appeared')).toBeVisible()
  await form.getByLabel('Passed').fill('7')
  await form.getByRole('button', { name: 'Save' }).click()
  const row = rowOf(page, programName).filter({ hasText: '2082/83' })
  await expect(row).toContainText('Pending')
  await expect(row).toContainText('70.0')

  await context.setOffline(false)
  await expectOnline(page, true)
  await expect(pendingCount(page)).toHaveText('0')
  await expect(row.locator('[data-sync-mark]')).toHaveCount(0)

  // By class: this year's 7 of 10 beside last year's 4 of 8, 20 points up.
  await page.goto(`/pass-rate-management/student-appeared?fiscalYear=${fiscalYearId}`)
  const byClass = page.getByRole('table', { name: 'Student Appeared: 2082/83' })
  await expect(
    byClass.getByRole('row').filter({ hasText: programName }).getByRole('cell'),
  ).toHaveText(['10', '7', '70.0', '50.0', '+20.0', 'entered totals'])

  // By gender and category: the 7 are women and Dalit.
  await page.goto(`/pass-rate-management/student-passed?fiscalYear=${fiscalYearId}`)
  const passed = page.getByRole('table', { name: 'Student Passed: 2082/83' })
  const cells = passed.getByRole('row').filter({ hasText: programName }).getByRole('cell')
  // Male, Female, Other, Total, then Dalit … Group not recorded, then the rate.
  await expect(cells).toHaveText(['0', '7', '0', '7', '7', '0', '0', '0', '0', '0', '70.0'])
})
