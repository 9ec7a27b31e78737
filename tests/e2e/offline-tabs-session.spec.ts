import { expect } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, expectOnline, pendingCount, serverList, tokenOf, unique } from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'

type Row = Record<string, unknown>

test('two tabs open, both online: exactly one POST and one PATCH per edit reach the server', async ({
  page,
  context,
}) => {
  await signInAs(page, 'uniadmin', '/other-setup/faculty-management')
  const second = await context.newPage()
  await second.goto('/other-setup/faculty-management')
  await expectOnline(page, true)
  await expectOnline(second, true)
  const writes: string[] = []
  context.on('request', (request) => {
    if (request.url().includes('/api/Faculty') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${request.headers()['idempotency-key']}`)
    }
  })

  const name = unique('Faculty of Two Tabs')
  await page.getByLabel('Faculty Name').fill(name)
  await choose(page, 'Faculty Type', 'General')
  await page.getByLabel('Short Name').fill('TT')
  await page.getByRole('button', { name: 'Save' }).click()
  // The write is seen leaving (the pending count may read 0 before the edit is even queued).
  const sent = (method: string) => () => writes.filter((w) => w.startsWith(method)).length
  await expect.poll(sent('POST')).toBe(1)
  await expect(pendingCount(page)).toHaveText('0')
  // The other tab sees the new faculty (same IndexedDB) and edits it.
  await second.bringToFront()
  await second.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = second.getByRole('dialog', { name: 'Update Faculty Management' })
  await dialog.getByLabel('Alias').fill('from tab two')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect.poll(sent('PATCH')).toBe(1)
  await expect(pendingCount(second)).toHaveText('0')
  // Give both tabs' timers a chance to (wrongly) send again.
  await page.waitForTimeout(1_500)

  expect(sent('POST')()).toBe(1)
  expect(sent('PATCH')()).toBe(1)
  const token = await tokenOf(page)
  const found = await serverList<Row>(page, token, '/Faculty/GetAllFaculties')
  expect(found.filter((f) => f.facultyName === name)).toMatchObject([
    { alias: 'from tab two', version: 2 },
  ])
})

offlineTest(
  'the session expires while offline with pending edits; after signing in again they sync',
  async ({ page, context }) => {
    await signInAs(page, 'uniadmin', '/other-setup/level-management')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    await expectOnline(page, false)
    const name = unique('Level after Expiry')
    await page.getByLabel('Level Name').fill(name)
    await page.getByLabel('Code').fill('EXP')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(pendingCount(page)).toHaveText('1')

    // The 8 hours run out while offline: the app drops the session at the next check (here, a reload).
    await page.evaluate(() => {
      const root = JSON.parse(localStorage.getItem('root')!) as { user: { expiresAt: string } }
      root.user.expiresAt = new Date(Date.now() - 1000).toISOString()
      localStorage.setItem('root', JSON.stringify(root))
    })
    await page.reload()
    await expect(page).toHaveURL(/\/login/)

    await context.setOffline(false)
    await signInAs(page, 'uniadmin', '/other-setup/level-management')
    await expect(pendingCount(page)).toHaveText('0')
    const token = await tokenOf(page)
    const levels = await serverList<Row>(page, token, '/Level/GetAllLevels')
    expect(levels.filter((l) => l.levelName === name)).toHaveLength(1)
  },
)
