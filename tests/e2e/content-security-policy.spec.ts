import { expect, type Page } from '@playwright/test'
import { signInAs } from './support/demo-users'
import { offlineTest } from './support/service-worker'

// The server sends a strict Content-Security-Policy (no inline or foreign script); the app, its
// service worker and the API docs must work under it without a single violation.
function recordViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(message.text())
  })
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  )
  return violations
}

offlineTest('public pages and the API docs load under the policy', async ({ page }) => {
  const violations = recordViolations(page)
  const answer = await page.goto('/login')
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('button', { name: 'Sign In as Admin' })).toBeVisible()
  await page.goto('/register')
  await expect(page.getByLabel('First Name')).toBeVisible()
  await page.goto('/api/docs')
  await expect(page.getByText('HEMIS', { exact: false }).first()).toBeVisible()
  expect(violations).toEqual([])
})

offlineTest('signed-in screens load under the policy', async ({ page }) => {
  const violations = recordViolations(page)
  await signInAs(page, 'collegeadmin')
  for (const [path, text] of [
    ['/', 'Welcome to the Public Financing Module'],
    ['/other-setup/faculty-management', 'Faculty Management'],
    ['/sync', 'Sync'],
    ['/profile', 'Profile'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByText(text).first()).toBeVisible()
  }
  expect(violations).toEqual([])
})
