import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { expect, type Locator } from '@playwright/test'
import pg from 'pg'
import { test } from './support/test'
import { lastMailTo, resetPathIn } from './support/mailbox'
import { choose } from './support/offline'
import { rowOf } from './support/screen'

// A real deployment from nothing: a server on an empty database (no demo data) prints a one-time link;
// the first SuperAdmin is created from it, signs in and invites an administrator by e-mail, who sets
// a password from the mailed link and signs in with that role. Then it registers a university and a
// campus, whose invited administrator sees only that campus; the commission turns the campus's
// export off (decision 0332) and the administrator's Export button goes at their next request.

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

async function fillAddress(form: Locator) {
  await choose(form, 'Province', 'Karnali Province (कर्णाली प्रदेश)')
  await choose(form, 'District', 'Jumla (जुम्ला)')
  await choose(form, 'Local Level', 'Chandannath (चन्दननाथ)')
  await form.getByLabel('Ward No.').fill('2')
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

    // A university and a campus of it, registered in the app.
    await page.goto('/organization-management/university-register')
    const university = page.getByRole('region', { name: 'Register a university' })
    await university.getByRole('textbox', { name: 'Name', exact: true }).fill('Karnali University')
    await university.getByRole('textbox', { name: 'Short Name', exact: true }).fill('KU')
    await university.getByLabel('Established (BS)').fill('2067')
    await fillAddress(university)
    await university.getByRole('button', { name: 'Save' }).click()
    await expect(rowOf(page, 'Karnali University')).not.toContainText('Pending')
    await page.goto('/organization-management/campus-register')
    const campus = page.getByRole('region', { name: 'Register a campus' })
    await choose(campus, 'University', 'Karnali University')
    await campus.getByRole('textbox', { name: 'Campus Name', exact: true }).fill('Jumla Campus')
    await choose(campus, 'Campus Type', 'Constituent')
    await campus.getByRole('textbox', { name: 'Code', exact: true }).fill('KU-JC')
    await fillAddress(campus)
    await campus.getByRole('textbox', { name: 'Phone', exact: true }).fill('087-520117')
    await campus.getByRole('textbox', { name: 'Email', exact: true }).fill('info@jumla.edu.np')
    await campus.getByRole('button', { name: 'Save' }).click()
    await expect(rowOf(page, 'Jumla Campus')).not.toContainText('Pending')

    // Its administrator, invited, accepts and sees that campus alone.
    await page.goto('/user-management/add-user')
    await page.getByLabel('E-mail').fill('campus.admin@example.test')
    await page.getByLabel('Full Name').fill('Campus Administrator')
    await choose(page, 'Role', 'CollegeAdmin')
    await choose(page, 'Campus', 'Jumla Campus')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitation sent.')).toBeVisible()
    const campusContext = await browser.newContext({ baseURL: base })
    const admin = await campusContext.newPage()
    await admin.goto(resetPathIn(await lastMailTo('campus.admin@example.test', mailDir)))
    await admin.getByLabel('New Password').fill('Jumla#Campus2083')
    await admin.getByLabel('Confirm Password').fill('Jumla#Campus2083')
    await admin.getByRole('button', { name: 'Reset Password' }).click()
    await expect(admin.getByText(/successfully reset/)).toBeVisible()
    await admin.goto('/login')
    await admin.getByLabel('Email Address').fill('campus.admin@example.test')
    await admin.getByRole('textbox', { name: 'Password', exact: true }).fill('Jumla#Campus2083')
    await admin.getByRole('button', { name: 'Sign In as Admin' }).click()
    await expect(admin.getByRole('button', { name: /\(CollegeAdmin\)/ })).toBeVisible()
    const campuses = await admin.evaluate(async () => {
      const token = (
        JSON.parse(localStorage.getItem('root') ?? '{}') as { user?: { tokenString?: string } }
      ).user?.tokenString
      const answer = await fetch('/api/Campus/GetCampusForSelection', {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await answer.json()) as { campusName: string }[]).map((c) => c.campusName)
    })
    expect(campuses).toEqual(['Jumla Campus'])
    await admin.goto('/student-management/student-list')
    const exportButton = admin.getByRole('button', { name: 'Export' })
    await expect(exportButton).toBeVisible()

    // The commission turns that campus's export of students off: gone at the admin's next request.
    await page.goto('/user-management/assign-permission-campus')
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('CollegeAdmin')
    await choose(page, 'Applies to', 'Campus')
    await choose(page, 'Campus', 'Jumla Campus')
    const studentsExport = page.getByRole('checkbox', { name: 'Export in Students' })
    await studentsExport.click()
    await expect(studentsExport).not.toBeChecked()
    await expect(page.getByText('Turned off: Students: Export for CollegeAdmin.')).toBeVisible()
    // Moving within the app, no reload: the dashboard's requests bring the change.
    const mainMenu = admin.getByRole('navigation', { name: 'Main', exact: true })
    await mainMenu.getByRole('link', { name: 'Dashboard' }).click()
    await mainMenu.getByRole('link', { name: 'Student', exact: true }).click()
    await admin.getByRole('link', { name: 'Student List' }).first().click()
    await expect(admin.getByRole('heading', { name: 'Student List' })).toBeVisible()
    await expect(exportButton).toBeHidden()

    // And back on from Permission Management.
    await page.goto('/user-management/permission-management')
    await page
      .getByRole('button', { name: 'Turn back on: Students: Export for CollegeAdmin' })
      .click()
    await expect(page.getByText('No permission is turned off')).toBeVisible()
    await admin.reload()
    await expect(exportButton).toBeVisible()
    await campusContext.close()
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
