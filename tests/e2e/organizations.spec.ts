// Universities and campuses registered in the app (issue 16's organizations slice): the commission
// registers a university and a campus of it with its address, GPS location and logo; a location
// outside Nepal is refused in the form; the campus is listed under its type and counted on the
// overview.
import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, serverList, tokenOf, unique } from './support/offline'
import { rowOf } from './support/screen'
import { offlineTest, waitForServiceWorkerControl } from './support/service-worker'
import { png } from '../api/images'

const formOf = (page: Page, title: string) => page.getByRole('region', { name: title })
const box = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

async function fillAddress(form: Locator) {
  await choose(form, 'Province', 'Bagmati Province (बाग्मती प्रदेश)')
  await choose(form, 'District', 'Lalitpur (ललितपुर)')
  await choose(form, 'Local Level', 'Lalitpur (ललितपुर)')
  await form.getByLabel('Ward No.').fill('5')
}

test('the commission registers a university and its campus; the campus is listed under its type and counted', async ({
  page,
}) => {
  await signInAs(page, 'superadmin', '/organization-management/university-register')
  const name = unique('Patan University')
  const short = `PU${Math.random().toString(36).slice(2, 6)}`
  const university = formOf(page, 'Register a university')
  await box(university, 'Name').fill(name)
  await box(university, 'Short Name').fill(short)
  await university.getByLabel('Established (BS)').fill('2080')
  await fillAddress(university)
  await university.getByRole('button', { name: 'Save' }).click()
  await expect(rowOf(page, name)).toBeVisible()
  await expect(rowOf(page, name)).not.toContainText('Pending')

  await page.goto('/organization-management/campus-register')
  const campusName = unique('Patan Multiple Campus')
  const code = `E2E-${Math.random().toString(36).slice(2, 7)}`
  const campus = formOf(page, 'Register a campus')
  await choose(campus, 'University', name)
  await box(campus, 'Campus Name').fill(campusName)
  await choose(campus, 'Campus Type', 'Constituent')
  await box(campus, 'Code').fill(code)
  await fillAddress(campus)
  await box(campus, 'Phone').fill('01-5521693')
  await box(campus, 'Email').fill('info@patan.edu.np')
  // A point outside Nepal's bounding box is refused before anything is queued.
  await campus.getByLabel('Latitude').fill('31.2')
  await campus.getByLabel('Longitude').fill('85.32')
  await campus.getByRole('button', { name: 'Save' }).click()
  await expect(campus.getByText('Latitude must be within Nepal (26.3 to 30.5)')).toBeVisible()
  await campus.getByLabel('Latitude').fill('27.68')
  // Its logo goes with it (decision 0330), sent after the campus itself.
  const logo = png([20, 90, 160])
  await campus
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await campus.getByRole('button', { name: 'Save' }).click()
  await expect(rowOf(page, campusName)).toBeVisible()
  await expect(rowOf(page, campusName)).not.toContainText('Pending')

  // On the server once, with its address's old text columns kept for the reports, and its logo.
  const token = await tokenOf(page)
  const listed = () => serverList<Record<string, unknown>>(page, token, '/Campus/GetAllCampuses')
  await expect
    .poll(async () => (await listed()).find((c) => c.campusName === campusName)?.logo)
    .toMatch(/^\/api\/Campus\/\d+\/Logo\?v=/)
  const campuses = await listed()
  const stored = campuses.filter((c) => c.campusName === campusName)
  expect(stored).toHaveLength(1)
  const image = await page.request.get(String(stored[0]!.logo))
  expect(image.headers()['content-type']).toBe('image/png')
  expect(Buffer.from(await image.body()).equals(logo)).toBe(true)
  expect(stored[0]).toMatchObject({
    campusType: 'constituent',
    code,
    district: 'Lalitpur',
    latitude: 27.68,
    longitude: 85.32,
  })

  await page.goto('/organization-management/constituent-campus')
  await expect(page.getByRole('heading', { name: 'Constituent Campuses' })).toBeVisible()
  await expect(rowOf(page, campusName)).toBeVisible()
  await page.goto('/organization-management/private-campus')
  await expect(page.getByRole('heading', { name: 'Private Campuses' })).toBeVisible()
  await expect(rowOf(page, campusName)).toBeHidden()

  await page.goto('/organization-management')
  await expect(page.getByRole('heading', { name: 'Universities and Campuses' })).toBeVisible()
  const byType = page.getByRole('region', { name: 'Campuses by type' })
  const constituent = campuses.filter((c) => c.campusType === 'constituent' && c.status !== false)
  await expect(byType.getByRole('row').filter({ hasText: 'Constituent' })).toContainText(
    String(constituent.length),
  )
})

offlineTest(
  'a logo seen once in the campus list shows there offline too',
  async ({ page, context }) => {
    await signInAs(page, 'ugcadmin', '/organization-management/campus-register')
    await waitForServiceWorkerControl(page)
    const token = await tokenOf(page)
    const campuses = await serverList<Record<string, unknown>>(
      page,
      token,
      '/Campus/GetAllCampuses',
    )
    const janapriya = campuses.find((c) => c.campusName === 'Janapriya Multiple Campus')!
    const put = await page.request.put(`/api/Campus/${String(janapriya.id)}/Logo`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      data: png([30, 140, 60]),
    })
    expect(put.status()).toBe(200)

    const logo = () => rowOf(page, 'Janapriya Multiple Campus').locator('img')
    const drawn = () => logo().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
    await page.reload()
    await expect.poll(drawn).toBeGreaterThan(0)
    await context.setOffline(true)
    await page.reload()
    await expect.poll(drawn).toBeGreaterThan(0)
  },
)
