import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { decodeJwt } from 'jose'
import { tokenService } from '../../server/auth/token'
import { developmentSecret } from '../../server/config'
import {
  DEMO_PASSWORD,
  emailOf,
  registerStudent,
  signInAs,
  startSession,
} from './support/demo-users'
import { lastMailTo, resetPathIn } from './support/mailbox'

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In as Admin' }).click()
}

test('a protected path asks to sign in and returns there afterwards', async ({ page }) => {
  await page.goto('/other-setup/batch-management?page=2')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fother-setup%2Fbatch-management/)
  await signInThroughForm(page, emailOf('collegeadmin'), DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/other-setup\/batch-management\?page=2$/)
})

test('the sign-in toast lets a press through to the header button it covers', async ({ page }) => {
  await page.goto('/login')
  await signInThroughForm(page, emailOf('collegeadmin'), DEMO_PASSWORD)
  // Looked for on every frame until the toast is over a header button (it shows for 1.5 s):
  // what a press at a point of both would reach (decision 0392).
  const under = await page.evaluate(
    () =>
      new Promise<{ button: string; reached: boolean } | null>((done) => {
        const until = Date.now() + 10_000
        const look = () => {
          const toast = document.querySelector('.mantine-Notification-root')
          const t = toast?.getBoundingClientRect()
          for (const button of t ? document.querySelectorAll('header button') : []) {
            const b = button.getBoundingClientRect()
            const [left, right] = [Math.max(b.left, t!.left), Math.min(b.right, t!.right)]
            const [top, bottom] = [Math.max(b.top, t!.top), Math.min(b.bottom, t!.bottom)]
            if (left >= right || top >= bottom) continue
            const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
            const name = button.getAttribute('aria-label') ?? button.textContent ?? ''
            return done({ button: name, reached: button.contains(hit) })
          }
          if (Date.now() > until) done(null)
          else requestAnimationFrame(look)
        }
        look()
      }),
  )
  expect(under).toEqual({ button: expect.any(String), reached: true })
})

test('a redirect to another site is never followed', async ({ page }) => {
  await page.goto('/login?redirect=https://evil.example/steal')
  await signInThroughForm(page, emailOf('collegeadmin'), DEMO_PASSWORD)
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
})

test('the login page shows the campus logo and name from the campus record', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByText('Ratna Rajyalaxmi Campus')).toBeVisible()
  const logo = page.getByRole('img', { name: 'Logo of Ratna Rajyalaxmi Campus' })
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('when the server cannot be reached, login says to try again later', async ({ page }) => {
  await page.goto('/login')
  await page.route('**/api/User/Login', (route) => route.abort('connectionrefused'))
  await signInThroughForm(page, emailOf('collegeadmin'), DEMO_PASSWORD)
  await expect(page.getByText('An error occurred. Please try again later.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('remember me keeps the email, never the password, across a sign-out', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Remember me').check()
  await signInThroughForm(page, emailOf('collegeuser'), DEMO_PASSWORD)
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible()
  await page.getByRole('button', { name: /\(CollegeUser\)/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  await page.goto('/login')
  await expect(page.getByLabel('Email Address')).toHaveValue(emailOf('collegeuser'))
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
  await expect(page.getByLabel('Remember me')).toBeChecked()
  const stored = await page.evaluate(() => JSON.stringify(localStorage))
  expect(stored).not.toContain(DEMO_PASSWORD)
})

test('sign-up shows each validation message, then registers and goes to sign in', async ({
  page,
}) => {
  await page.goto('/register')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  for (const message of [
    'First name is required',
    'Last name is required',
    'Phone number is required',
    'Email is required',
    'Gender is required',
    'Password is required',
    'Confirm password is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  const phone = page.getByLabel('Phone Number')
  await phone.fill('98a41-234567890')
  await expect(phone).toHaveValue('9841234567')
  await phone.fill('98412')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#1nepal')
  await page.getByLabel('Confirm Password').fill('Secret#2nepal')
  await expect(page.getByText('Passwords do not match')).toHaveCount(1)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toHaveCount(2)

  const email = `signup-${Date.now()}@example.test`
  await page.getByLabel('First Name').fill('Gita')
  await page.getByLabel('Last Name').fill('Karki')
  await phone.fill('9841234567')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByLabel('Confirm Password').fill('Secret#1nepal')
  await expect(page.getByText('Passwords match')).toBeVisible()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Student successfully registered.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await signInThroughForm(page, email, 'Secret#1nepal')
  await expect(page.getByRole('button', { name: /Gita Karki \(Student\)/ })).toBeVisible()
})

test('a second sign-up with the same email says registration failed', async ({ page }) => {
  const email = await registerStudent(page)
  await page.goto('/register')
  await page.getByLabel('First Name').fill('Hari')
  await page.getByLabel('Last Name').fill('Thapa')
  await page.getByLabel('Phone Number').fill('9841234567')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#1nepal')
  await page.getByLabel('Confirm Password').fill('Secret#1nepal')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Student registration failed!')).toBeVisible()
  await expect(page).toHaveURL(/\/register$/)
})

test("the sign-in page's forgot-password link mails a link that sets a new password, then back to sign in", async ({
  page,
}) => {
  const email = await registerStudent(page)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(
    page.getByText('A reset link has been sent to your email. Please Check your Email.'),
  ).toBeVisible()

  await page.goto(resetPathIn(await lastMailTo(email)))
  await expect(page.getByLabel('Email Address')).toHaveValue(email)
  await page.getByLabel('New Password').fill('Fresh#2026')
  await page.getByLabel('Confirm Password').fill('Fresh#2027')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await page.getByLabel('Confirm Password').fill('Fresh#2026')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(
    page.getByText('Your password has been successfully reset. Redirecting to sign-in page...'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await signInThroughForm(page, email, 'Fresh#2026')
  await expect(page.getByText('Successfully Logged In!')).toBeVisible()
})

test('a used reset link says the reset failed', async ({ page }) => {
  await page.goto(`/reset-password/${encodeURIComponent('nobody@example.test')}/not-a-token`)
  await page.getByLabel('New Password').fill('Fresh#2026')
  await page.getByLabel('Confirm Password').fill('Fresh#2026')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Failed to reset password. Please try again.')).toBeVisible()
})

test('the session ends 8 hours after sign-in and keeps the page to return to', async ({ page }) => {
  await page.clock.install()
  await signInAs(page, 'collegeadmin', '/other-setup/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.clock.fastForward('08:01:00')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fother-setup%2Fhome/)
  expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull()
})

test('a spent 15-minute token is renewed from the HttpOnly session cookie, which script cannot read', async ({
  page,
  context,
}) => {
  await startSession(page, 'collegeadmin')
  const cookie = (await context.cookies()).find((c) => c.name === 'hemis_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/User/Refresh' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('hemis_session')
  // The stored token is swapped for one of the same session that ran out five minutes ago (the demo
  // server signs with the development secret).
  type Stored = { version: 1; user: { tokenString: string; expiresAt: string } }
  const stored = await page.evaluate(() => localStorage.getItem('root'))
  const root = JSON.parse(stored!) as Stored
  const claims = decodeJwt(root.user.tokenString)
  const spent = await tokenService(developmentSecret).sign(
    {
      userId: Number(claims.sub),
      sessionId: String(claims.sid),
      expiresAt: new Date(root.user.expiresAt),
    },
    new Date(Date.now() - 20 * 60_000),
  )
  root.user.tokenString = spent
  await page.evaluate((r) => localStorage.setItem('root', r), JSON.stringify(root))

  const renewals: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/User/Refresh')) renewals.push(r.url())
  })
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/User/Refresh'))
  const me = page.waitForResponse((r) => r.url().endsWith('/api/User/Me') && r.status() === 200)
  await page.goto('/other-setup/home')
  expect((await renewed).status()).toBe(200)
  await me
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/other-setup\/home$/)
  const now = JSON.parse((await page.evaluate(() => localStorage.getItem('root')))!) as Stored
  expect(now.user.tokenString).not.toBe(spent)
  expect(decodeJwt(now.user.tokenString).sid).toBe(claims.sid)
  // The calls the page started with the spent token shared one renewal.
  await page.waitForLoadState('networkidle')
  expect(renewals).toHaveLength(1)
})

test('change password and profile work for the signed-in user', async ({ page }) => {
  const email = await registerStudent(page, 'Start#1234')
  await page.goto('/login')
  await signInThroughForm(page, email, 'Start#1234')
  // The sign-in toast lies over the header's right end for its 1.5 s, and a pointer resting on it
  // (as a click waiting for the button under it does) keeps it there.
  const toast = page.getByText('Successfully Logged In!')
  await expect(toast).toBeVisible()
  await expect(toast).toBeHidden()
  await page.getByRole('button', { name: /\(Student\)/ }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await page.getByLabel('Full Name').fill('Test Renamed')
  await page.getByLabel('Phone Number').fill('9812345678')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(page.getByRole('button', { name: /Test Renamed \(Student\)/ })).toBeVisible()

  await page.goto('/change-password')
  await page.getByLabel('Current Password').fill('wrong-one')
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Next#56789')
  await page.getByLabel('Confirm New Password').fill('Next#56789')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('The current password is wrong.')).toBeVisible()
  await page.getByLabel('Current Password').fill('Start#1234')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  const login = await page.request.post('/api/User/Login', {
    data: { email, password: 'Next#56789' },
  })
  expect(login.status()).toBe(200)
})
