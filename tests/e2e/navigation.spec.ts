import { expect, test } from '@playwright/test'
import { demoAccounts, signInAs, type DemoAccount } from './support/demo-users'
import { mainNav, userMenu } from './support/screen'

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
    await userMenu(page).click()
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
