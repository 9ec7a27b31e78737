import { expect, type Page } from '@playwright/test'

// The demo accounts the server seeds when HEMIS_DEMO=1 (server/db/seed/reference-data.ts).
export const DEMO_PASSWORD = 'Demo@12345'
export const DEMO_ADMIN_EMAIL = 'admin@hemis.local'

export const demoAccounts = [
  'superadmin',
  'admin',
  'ugcadmin',
  'uniadmin',
  'collegeadmin',
  'collegeuser',
  'student',
] as const
export type DemoAccount = (typeof demoAccounts)[number]

export const emailOf = (account: DemoAccount) => `${account}@hemis.local`

/**
 * Signs a demo account in through the login API and stores the session the way the app does
 * (local storage `root`, version 1), then opens `path`. For tests about other screens than login.
 */
export async function signInAs(page: Page, account: DemoAccount, path = '/'): Promise<void> {
  await startSession(page, account)
  await page.goto(path)
}

/**
 * Signs in as `signInAs` does but opens no screen: the page stays on a same-origin page that runs
 * no app code. For a test that makes its records through the API first and then opens the one
 * screen it is about: a load of the app (the dashboard's most of all) is the dearest step of a
 * short test on a slow machine, and loading a screen only to leave it was a third of some tests.
 */
export async function startSession(page: Page, account: DemoAccount): Promise<void> {
  const response = await page.request.post('/api/User/Login', {
    data: {
      email: emailOf(account),
      password: DEMO_PASSWORD,
      cOllegeId: 78,
      uniId: 0,
      isUgc: true,
    },
  })
  expect(response.status(), `login of ${account}`).toBe(200)
  const user: unknown = await response.json()
  // The session is written from a same-origin page that runs no app code: on an app page, a
  // previous account's in-flight `GET /User/Me` could write that account back over it.
  await page.goto('/api/health')
  await page.evaluate(
    (u) => localStorage.setItem('root', JSON.stringify({ version: 1, user: u })),
    user,
  )
}

let registered = 0
/** Registers a new student through the API (multipart, as the sign-up screen does); returns its e-mail. */
export async function registerStudent(page: Page, password = 'Start#1234'): Promise<string> {
  const email = `student-${Date.now().toString(36)}-${++registered}@example.test`
  const response = await page.request.post('/api/User', {
    multipart: {
      firstName: 'Test',
      lastName: 'Student',
      phoneNumber: '9800000001',
      email,
      gender: 'other',
      password,
      confirmPassword: password,
    },
  })
  expect(response.status(), 'registration').toBe(201)
  return email
}
