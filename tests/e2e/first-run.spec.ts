import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { expect } from '@playwright/test'
import pg from 'pg'
import { test } from './support/test'
import { lastMailTo, resetPathIn } from './support/mailbox'

// A real deployment from nothing: a server on an empty database (no demo data) prints a one-time link;
// the first SuperAdmin is created from it, signs in and invites an administrator by e-mail, who sets
// a password from the mailed link and signs in with that role.

/**
 * An empty database for the server: a new one on the suite's PostgreSQL server where there is one
 * (npm test; migrating PGlite took about 100 s of a slow machine), else a PGlite data directory.
 */
async function emptyDatabase(): Promise<{
  env: Record<string, string>
  drop: () => Promise<void>
}> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) {
    const dataDir = '.tmp/e2e-empty-data'
    return {
      env: { HEMIS_DATA_DIR: dataDir, HEMIS_RESET_DB: '1' },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  const name = `hemis_first_run_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  await admin.query(`create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

test('from an empty database, the printed link makes the first SuperAdmin, who invites an administrator', async ({
  browser,
}) => {
  test.slow()
  const port = Number(process.env.E2E_PORT ?? 4180) + 50
  const base = `http://127.0.0.1:${port}`
  const mailDir = '.tmp/e2e-empty-mail'
  rmSync(mailDir, { recursive: true, force: true })
  const database = await emptyDatabase()
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HEMIS_DEMO: '0',
      HEMIS_MAIL_DIR: mailDir,
      HEMIS_PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    // A server's start from source, migrating an empty database: minutes of a slow machine, as
    // the suite's own server takes (playwright.config.ts allows it 600 s).
    await expect
      .poll(() => /\/first-run\/(\S+)/.exec(output)?.[0] ?? '', { timeout: 600_000 })
      .not.toBe('')
    const link = /(\/first-run\/\S+)/.exec(output)![1]!
    await expect
      .poll(() =>
        fetch(`${base}/api/health/live`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200)
    const context = await browser.newContext({ baseURL: base })
    const page = await context.newPage()

    await page.goto(link)
    await page.getByLabel('E-mail').fill('first.admin@example.test')
    await page.getByLabel('Full Name').fill('First Administrator')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kathmandu#2083x')
    await page.getByLabel('Confirm Password').fill('Kathmandu#2083x')
    await page.getByRole('button', { name: 'Create SuperAdmin' }).click()
    await expect(page.getByText('The SuperAdmin account exists.')).toBeVisible()

    await page.goto('/login')
    await page.getByLabel('Email Address').fill('first.admin@example.test')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kathmandu#2083x')
    await page.getByRole('button', { name: 'Sign In as Admin' }).click()
    await expect(page.getByRole('button', { name: /\(SuperAdmin\)/ })).toBeVisible()

    await page.goto('/user-management/add-user')
    await page.getByLabel('E-mail').fill('budget.admin@example.test')
    await page.getByLabel('Full Name').fill('Budget Administrator')
    await page.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Admin', exact: true }).click()
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitation sent.')).toBeVisible()

    await page.goto('/user-management/home')
    const row = page.getByRole('row', { name: /Budget Administrator/ })
    await expect(row).toContainText('Invited, no password yet')

    // The invited administrator, in a browser of their own.
    const theirs = await browser.newContext({ baseURL: base })
    const invited = await theirs.newPage()
    await invited.goto(resetPathIn(await lastMailTo('budget.admin@example.test', mailDir)))
    await invited.getByLabel('New Password').fill('Budget#Admin2083')
    await invited.getByLabel('Confirm Password').fill('Budget#Admin2083')
    await invited.getByRole('button', { name: 'Reset Password' }).click()
    await expect(invited.getByText(/successfully reset/)).toBeVisible()
    await invited.goto('/login')
    await invited.getByLabel('Email Address').fill('budget.admin@example.test')
    await invited.getByRole('textbox', { name: 'Password', exact: true }).fill('Budget#Admin2083')
    await invited.getByRole('button', { name: 'Sign In as Admin' }).click()
    await expect(invited.getByRole('button', { name: /\(Admin\)/ })).toBeVisible()

    // The SuperAdmin disables the account: the administrator's next request is refused.
    await page.reload()
    await page.getByRole('button', { name: 'Disable: Budget Administrator' }).click()
    await expect(page.getByRole('row', { name: /Budget Administrator/ })).toContainText('Disabled')
    const refused = await invited.evaluate(async () => {
      const token = (
        JSON.parse(localStorage.getItem('root') ?? '{}') as { user?: { tokenString?: string } }
      ).user?.tokenString
      return (await fetch('/api/User/Me', { headers: { Authorization: `Bearer ${token}` } })).status
    })
    expect(refused).toBe(401)
    await theirs.close()
    await context.close()
  } finally {
    // Stopped before its database is dropped (a drop forces its connections closed).
    if (server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await stopped
    }
    await database.drop()
  }
})
