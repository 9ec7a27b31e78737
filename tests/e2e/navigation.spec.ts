import { expect, test, type Page } from '@playwright/test'
import { demoAccounts, signInAs, type DemoAccount } from './support/demo-users'
import { openInApp } from './support/screen'

// Spec §6, applied to the main menu of spec §2 (decisions for unlisted items in docs/decisions/).
const expectedMenu: Record<DemoAccount, string[]> = {
  superadmin: [
    'Dashboard',
    'Setup',
    'Student',
    'Employee',
    'Campuses',
    'Infrastructure',
    'GPS',
    'Campus QAA',
    'Campus-Fact sheet',
    'Fact Sheet',
    'User',
    'Exam',
    'HEMIS Reports',
  ],
  admin: [
    'Dashboard',
    'Setup',
    'University-Budget',
    'Infrastructure',
    'GPS',
    'Campus QAA',
    'Campus-Fact sheet',
    'Fact Sheet',
    'User',
    'HEMIS Reports',
    'Links',
  ],
  ugcadmin: [
    'Dashboard',
    'Setup',
    'Infrastructure',
    'GPS',
    'Campus QAA',
    'Campus-Fact sheet',
    'Fact Sheet',
    'HEMIS Reports',
    'Links',
  ],
  uniadmin: [
    'Dashboard',
    'Program Setup',
    'Setup',
    'Campuses',
    'Infrastructure',
    'GPS',
    'Campus QAA',
    'Campus-Fact sheet',
    'Fact Sheet',
    'User',
    'HEMIS Reports',
  ],
  collegeadmin: [
    'Dashboard',
    'Program Setup',
    'Setup',
    'Student',
    'Employee',
    'Infrastructure',
    'GPS',
    'Campus QAA',
    'Campus-Fact sheet',
    'Fact Sheet',
    'Exam',
    'HEMIS Reports',
  ],
  collegeuser: [
    'Dashboard',
    'Program Setup',
    'Setup',
    'Student',
    'Employee',
    'Infrastructure',
    'GPS',
    'Campus QAA',
    'Campus-Fact sheet',
    'Fact Sheet',
    'Exam',
    'HEMIS Reports',
  ],
  student: ['Dashboard'],
}

const summaryReport: Partial<Record<DemoAccount, string>> = {
  superadmin: '/ugc-report',
  ugcadmin: '/ugc-report',
  uniadmin: '/uni-report',
  collegeuser: '/college-report',
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

for (const account of demoAccounts) {
  test(`${account} sees the main menu its role allows`, async ({ page }) => {
    await signInAs(page, account)
    const items = mainNav(page).locator(':scope > a, :scope > button')
    // Dropdown buttons end with a ▾ marker.
    await expect(items).toHaveText(
      expectedMenu[account].map((name) => new RegExp(`^${name}( ▾)?$`)),
    )
    const report = summaryReport[account]
    if (report) {
      await mainNav(page).getByRole('button', { name: 'HEMIS Reports' }).click()
      await expect(
        page.getByRole('menuitem', { name: 'Summary Report', exact: true }),
      ).toHaveAttribute('href', report)
    }
  })
}

test('profile is hidden in the user menu for Admin and UgcAdmin only', async ({ page }) => {
  for (const [account, visible] of [
    ['admin', false],
    ['ugcadmin', false],
    ['collegeuser', true],
  ] as const) {
    await signInAs(page, account)
    await page.getByRole('button', { name: /\(\w+\) ▾/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(visible ? 1 : 0)
    await page.keyboard.press('Escape')
  }
})

test('a student reaches only the dashboard and the student home', async ({ page }) => {
  await signInAs(page, 'student', '/other-setup/level-management')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Student home' })).toBeVisible()
})

/** The links of the main menu and its dropdowns, as rendered for the signed-in role. */
async function menuLinks(page: Page): Promise<string[]> {
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  const found = await hrefsOf(page, 'nav[aria-label="Main"] a')
  for (const dropdown of ['HEMIS Reports', 'Links']) {
    const button = mainNav(page).getByRole('button', { name: dropdown })
    if ((await button.count()) === 0) continue
    await button.click()
    found.push(...(await hrefsOf(page, '[role="menu"] a')))
    await page.keyboard.press('Escape')
  }
  return found
}

const hrefsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))

// Side navigations depend on the section, not on the staff role, so one role's pass reads them all;
// the main menus of the other roles add the items only they see (University-Budget, Campuses …).
test('every menu and side-navigation link opens a page, never the 404', async ({ page }) => {
  test.slow()
  const links = new Set<string>()
  for (const account of ['admin', 'uniadmin', 'collegeadmin', 'superadmin'] as const) {
    await signInAs(page, account)
    for (const link of await menuLinks(page)) links.add(link)
  }
  const checked = new Set<string>()
  for (const link of links) {
    await openInApp(page, link)
    await expect(page.getByText('Oops! 404 Error: Page not found'), link).toHaveCount(0)
    checked.add(link)
    for (const href of await hrefsOf(page, 'nav[aria-label$=" pages"] a')) links.add(href)
  }
  expect(checked.size).toBeGreaterThan(100)
})

test('the seed’s other doors: Upgrade at the root, fee types under Receipt', async ({ page }) => {
  await signInAs(page, 'collegeadmin', '/upgrade-academics')
  // The Upgrade screen itself (built with the student register), at the seed's root path too.
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Program' })).toBeVisible()
  for (const [path, title] of [
    ['/receipt-management/fee-type', 'Fee Types'],
    ['/receipt-management/general-fee-type', 'General Fee Types'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()
  }
})
