// axe-core where the width sweep (every-width.spec.ts) does not look: no serious or critical
// accessibility violation. The sweep runs axe on every route of the route table, signed in, and on
// the sign-in, sign-up and forgotten-password pages (where a visitor signed out lands); here are
// the not-found page, the dashboard with the sign-in toast showing, and a list offline with a row
// not synced yet. The report names each rule, its impact and the offending elements.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { seriousViolations } from './support/axe'
import { DEMO_PASSWORD, signInAs } from './support/demo-users'
import { choose, expectOnline, serverList, tokenOf, unique } from './support/offline'
import { offlineTest } from './support/service-worker'

const COLLEGE_ADMIN_EMAIL = 'collegeadmin@hemis.local'

async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /^Sign In/ }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Successfully Logged In!')).toBeVisible()
}

test('the not-found screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the dashboard of a college admin, with the sign-in toast, has no serious accessibility violation', async ({
  page,
}) => {
  await signIn(page, COLLEGE_ADMIN_EMAIL)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

offlineTest(
  'a setup list offline, with a row not synced yet, has no serious accessibility violation',
  async ({ page, context }) => {
    await signInAs(page, 'uniadmin', '/other-setup/faculty-management')
    await expect(page.getByRole('table')).toBeVisible()
    await expectOnline(page, true)
    await context.setOffline(true)
    await expectOnline(page, false)
    const faculty = unique('Faculty of Contrast')
    await page.getByLabel('Faculty Name').fill(faculty)
    await choose(page, 'Faculty Type', 'General')
    await page.getByLabel('Short Name').fill('FOC')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('row').filter({ hasText: faculty })).toContainText('Pending')
    expect(await seriousViolations(page)).toEqual([])
    await context.setOffline(false)
  },
)

test("a verified student's page, its state badge and details, has no serious accessibility violation", async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const token = await tokenOf(page)
  const [verified] = await serverList<{ id: number }>(
    page,
    token,
    '/Student?verification=verified&limit=25',
  )
  await page.goto(`/student-management/student-information-detail?student=${verified!.id}`)
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Permanent address' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
