// Student-summary Report and Students by District (decision 0240): the figures the API gives the
// page's own token, with the filters in the URL, at the section's paths and at the root.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { everyViolation } from './support/axe'
import { signInAs } from './support/demo-users'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

async function apiGet(page: Page, path: string): Promise<Json> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('root') ?? '{}') as Json).user?.tokenString as string,
  )
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as Json
}
const n = (value: number) => value.toLocaleString('en-IN')
const footerTotal = (page: Page) =>
  page.getByRole('table').getByRole('rowgroup').last().getByRole('cell').nth(3)

test('a campus counts its students by program, by level and by UGC category, the choice kept in the URL', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-summary-detail')
  await expect(page.getByRole('heading', { level: 1, name: 'Student summary' })).toBeVisible()
  const byProgram = await apiGet(page, '/StudentReport/Summary?by=program')
  await expect(footerTotal(page)).toHaveText(n(byProgram.total))
  await expect(page.getByRole('img', { name: /Students by Program and gender/ })).toBeVisible()
  // Each program the API counted is a row of the table.
  for (const group of byProgram.groups.slice(0, 3))
    await expect(page.getByRole('rowheader', { name: group.name })).toBeVisible()

  await page.getByRole('combobox', { name: 'Group by' }).click()
  await page.getByRole('option', { name: 'Level' }).click()
  await expect(page).toHaveURL(/by=level/)
  const byLevel = await apiGet(page, '/StudentReport/Summary?by=level')
  for (const group of byLevel.groups)
    await expect(page.getByRole('rowheader', { name: group.name })).toBeVisible()
  await expect(footerTotal(page)).toHaveText(n(byLevel.total))

  // Only graduated students in the gender columns; the status columns still count everyone.
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Graduated' }).click()
  await expect(page).toHaveURL(/status=graduated/)
  const graduated = byLevel.cells
    .filter((c: Json) => c.status === 'graduated')
    .reduce((s: number, c: Json) => s + c.count, 0)
  await expect(footerTotal(page)).toHaveText(n(graduated))

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
  const byCategory = await apiGet(page, '/StudentReport/Summary?by=category')
  for (const group of byCategory.groups)
    await expect(page.getByRole('rowheader', { name: words[group.name] })).toBeVisible()
  await expect(footerTotal(page)).toHaveText(n(graduated))

  expect(await everyViolation(page, 'main')).toEqual([])
})

test('the commission counts one university by district and province, at the root path', async ({
  page,
}) => {
  await signInAs(page, 'superadmin', '/student-by-district?university=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Students by district' })).toBeVisible()
  const report = await apiGet(page, '/StudentReport/ByDistrict?universityId=1')
  const all = await apiGet(page, '/StudentReport/ByDistrict')
  expect(report.total).toBeLessThan(all.total)
  await expect(footerTotal(page)).toHaveText(n(report.total))
  const district = report.groups.find((g: Json) => g.id !== null)
  await expect(page.getByRole('rowheader', { name: district.name })).toBeVisible()
  await expect(
    page.getByRole('rowheader', { name: `${district.provinceName} total` }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /Students by province and gender/ })).toBeVisible()

  // The same page in the Student section, for a university: its own campuses only.
  await signInAs(page, 'uniadmin', '/student-management/student-by-district')
  const own = await apiGet(page, '/StudentReport/ByDistrict')
  expect(own.total).toBe(report.total)
  await expect(footerTotal(page)).toHaveText(n(own.total))
})
