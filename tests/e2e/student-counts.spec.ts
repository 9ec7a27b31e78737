// Student-summary Report and Students by District (decision 0240): the figures the API gives the
// page's own token, with the filters in the URL, at the section's paths and at the root.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { everyViolation } from './support/axe'
import { signInAs } from './support/demo-users'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const tokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('root') ?? '{}') as Json).user?.tokenString as string,
  )

async function apiGet(page: Page, path: string, token?: string): Promise<Json> {
  token ??= await tokenOf(page)
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as Json
}
const n = (value: number) => value.toLocaleString('en-IN')
const footerTotal = (page: Page) =>
  page.getByRole('table').getByRole('rowgroup').last().getByRole('cell').nth(3)

/**
 * The API's figures at `path`, read until the page, reloaded, shows the same total (`totalOf`):
 * the tests beside this one add students and graduates to the same campus, so one read and the
 * page's own may straddle such a change.
 */
async function shownAndRead(
  page: Page,
  path: string,
  totalOf: (figures: Json) => number = (figures) => figures.total as number,
  token?: string,
): Promise<Json> {
  let figures: Json = {}
  await expect(async () => {
    await page.reload()
    figures = await apiGet(page, path, token)
    await expect(footerTotal(page)).toHaveText(n(totalOf(figures)), { timeout: 15_000 })
  }).toPass()
  return figures
}
const graduatedOf = (figures: Json) =>
  (figures.cells as Json[])
    .filter((c) => c.status === 'graduated')
    .reduce((sum, c) => sum + (c.count as number), 0)

test('a campus counts its students by program, by level and by UGC category, the choice kept in the URL', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-summary-detail')
  await expect(page.getByRole('heading', { level: 1, name: 'Student summary' })).toBeVisible()
  const byProgram = await shownAndRead(page, '/StudentReport/Summary?by=program')
  await expect(page.getByRole('img', { name: /Students by Program and gender/ })).toBeVisible()
  // Each program the API counted is a row of the table.
  for (const group of byProgram.groups.slice(0, 3))
    await expect(page.getByRole('rowheader', { name: group.name, exact: true })).toBeVisible()

  // The page's own choices sit in the Filters region with the dashboard's, where a screen
  // reader's landmarks find them.
  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByRole('combobox', { name: 'Group by' }).click()
  await page.getByRole('option', { name: 'Level' }).click()
  await expect(page).toHaveURL(/by=level/)
  const byLevel = await shownAndRead(page, '/StudentReport/Summary?by=level')
  for (const group of byLevel.groups)
    await expect(page.getByRole('rowheader', { name: group.name, exact: true })).toBeVisible()

  // Only graduated students in the gender columns; the status columns still count everyone.
  await filters.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Graduated' }).click()
  await expect(page).toHaveURL(/status=graduated/)
  await shownAndRead(page, '/StudentReport/Summary?by=level', graduatedOf)

  // By the commission's category of the students' ethnic groups: the same graduates.
  await page.getByRole('combobox', { name: 'Group by' }).click()
  await page.getByRole('option', { name: 'UGC category' }).click()
  await expect(page).toHaveURL(/by=category/)
  const words: Json = {
    dalit: 'Dalit',
    janajati: 'Janajati',
    madhesi: 'Madhesi',
    muslim: 'Muslim',
    other: 'Other groups',
    'not-recorded': 'Group not recorded',
  }
  const byCategory = await shownAndRead(page, '/StudentReport/Summary?by=category', graduatedOf)
  for (const group of byCategory.groups)
    await expect(page.getByRole('rowheader', { name: words[group.name] })).toBeVisible()

  expect(await everyViolation(page, 'main')).toEqual([])
})

test('the commission counts one university by district and province, at the root path', async ({
  page,
}) => {
  await signInAs(page, 'superadmin', '/student-by-district?university=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Students by district' })).toBeVisible()
  const report = await shownAndRead(page, '/StudentReport/ByDistrict?universityId=1')
  const all = await apiGet(page, '/StudentReport/ByDistrict')
  expect(report.total).toBeLessThan(all.total)
  const district = report.groups.find((g: Json) => g.id !== null)
  await expect(page.getByRole('rowheader', { name: district.name })).toBeVisible()
  await expect(
    page.getByRole('rowheader', { name: `${district.provinceName} total` }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /Students by province and gender/ })).toBeVisible()

  // The same page in the Student section, for a university: its own campuses only, the
  // commission's figure for it. Read together until no test beside this one adds a student of
  // that university between the reads.
  const commission = await tokenOf(page)
  await signInAs(page, 'uniadmin', '/student-management/student-by-district')
  await expect(async () => {
    const own = await shownAndRead(page, '/StudentReport/ByDistrict')
    const theirs = await apiGet(page, '/StudentReport/ByDistrict?universityId=1', commission)
    expect(own.total).toBe(theirs.total)
  }).toPass()
})
