import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './support/demo-users'

async function fillAndSubmit(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In as Admin' }).click()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('empty fields are refused before anything is sent', async ({ page }) => {
  let loginCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/User/Login')) loginCalls++
  })
  await fillAndSubmit(page, '  ', '')
  await expect(page.getByRole('alert')).toHaveText('Email and password are required.')
  expect(loginCalls).toBe(0)
})

test('a wrong password says the credentials are wrong and stores nothing', async ({ page }) => {
  await fillAndSubmit(page, DEMO_ADMIN_EMAIL, 'not-the-password')
  await expect(page.getByText('Wrong Credentials. Email or Password is Wrong.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull()
})

test('signing in stores the session, says so and goes to the dashboard', async ({ page }) => {
  await fillAndSubmit(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
  await expect(page.getByText('Successfully Logged In!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Public Financing Module' }),
  ).toBeVisible()
  const stored = await page.evaluate((): unknown =>
    JSON.parse(localStorage.getItem('root') ?? 'null'),
  )
  expect(stored).toMatchObject({
    version: 1,
    user: { email: DEMO_ADMIN_EMAIL, tokenString: expect.any(String) },
  })
})
