import { expect } from '@playwright/test'
import { test } from './support/test'
import { demoAccounts, signInAs, type DemoAccount } from './support/demo-users'
import { mainNav, openInApp, userMenu } from './support/screen'

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

/** Accounts whose user menu has no Profile (spec §6). */
const withoutProfile: readonly DemoAccount[] = ['admin', 'ugcadmin']

// One browser context for every account: a fresh one's first load of the app is the dearest step
// of a short test on a slow machine (decision 0312). Each signs in to a screen that fetches little
// (the sync screen; a student's home): the header and its menus are the same on every screen, and
// the dashboard's figures cost the most of any (decision 0315).
test('each role sees the main menu it allows, and Profile in its user menu but for Admin and UgcAdmin', async ({
  page,
}) => {
  for (const account of demoAccounts) {
    await signInAs(page, account, account === 'student' ? '/home' : '/sync')
    const items = mainNav(page).locator(':scope > a, :scope > button')
    // Dropdown buttons end with a ▾ marker.
    await expect(items, account).toHaveText(
      expectedMenu[account].map((name) => new RegExp(`^${name}( ▾)?$`)),
    )
    const report = summaryReport[account]
    if (report) {
      await mainNav(page).getByRole('button', { name: 'HEMIS Reports' }).click()
      await expect(
        page.getByRole('menuitem', { name: 'Summary Report', exact: true }),
        account,
      ).toHaveAttribute('href', report)
      await page.keyboard.press('Escape')
    }
    await userMenu(page).click()
    await expect(page.getByRole('menuitem', { name: 'Change Password' }), account).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Profile' }), account).toHaveCount(
      withoutProfile.includes(account) ? 0 : 1,
    )
    await page.keyboard.press('Escape')
  }
})

test('a student reaches only the dashboard and the student home', async ({ page }) => {
  await signInAs(page, 'student', '/other-setup/level-management')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Student home' })).toBeVisible()
})

test('the seed’s other doors: Upgrade at the root, fee types under Receipt', async ({ page }) => {
  await signInAs(page, 'collegeadmin', '/upgrade-academics')
  // The Upgrade screen itself (built with the student register), at the seed's root path too.
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Program' })).toBeVisible()
  // The Student section's menu lists it there, as the page shown (spec §2).
  const upgrade = page
    .getByRole('navigation', { name: /Student/ })
    .getByRole('link', { name: 'Upgrade' })
  await expect(upgrade).toHaveAttribute('href', '/upgrade-academics')
  await expect(upgrade).toHaveAttribute('aria-current', 'page')
  for (const [path, title] of [
    ['/receipt-management/fee-type', 'Fee Types'],
    ['/receipt-management/general-fee-type', 'General Fee Types'],
  ] as const) {
    await openInApp(page, path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()
  }
})

test('the user menu is named by what it shows: initials first on a phone (WCAG 2.5.3)', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin')
  const menu = userMenu(page)
  const full = (await menu.getAttribute('title'))! // "<name> (<role>)", shown whole on a desktop
  await expect(menu).toHaveAccessibleName(full)
  const words = full.replace(/\s*\([^()]+\)$/, '').split(/\s+/)
  const initials = `${words[0]![0]}${words.length > 1 ? words.at(-1)![0] : ''}`.toUpperCase()
  // A voice command naming what a phone shows ("click CA") finds the button.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(menu.getByText(new RegExp(`^${initials} `))).toBeVisible()
  await expect(menu).toHaveAccessibleName(`${initials} ${full}`)
})
