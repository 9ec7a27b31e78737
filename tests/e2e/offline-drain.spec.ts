import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type Page } from '@playwright/test'
import { CHROMIUM } from '../../playwright.config'
import { signInAs } from './support/demo-users'
import { removeProfile } from './support/test'
import { expectOnline, pendingCount, serverList, tokenOf, unique } from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'

type Row = Record<string, unknown>

/** Adds `count` levels while offline, through the form. */
async function addLevelsOffline(page: Page, prefix: string, count: number) {
  for (let i = 0; i < count; i++) {
    await page.getByLabel('Level Name').fill(`${prefix} ${i}`)
    await page.getByLabel('Code').fill(`C${i}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('row').filter({ hasText: `${prefix} ${i}` })).toBeVisible()
  }
}

offlineTest(
  'the browser is closed in the middle of a drain and reopened: nothing lost, nothing doubled',
  async ({ baseURL }) => {
    const profile = mkdtempSync(join(tmpdir(), 'hemis-e2e-profile-'))
    const launch = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        baseURL,
        serviceWorkers: 'allow',
        args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'],
      })
    try {
      let context = await launch()
      let page = context.pages()[0] ?? (await context.newPage())
      await signInAs(page, 'uniadmin', '/other-setup/level-management')
      await waitForServiceWorkerControl(page)
      await context.setOffline(true)
      await expectOnline(page, false)
      const prefix = unique('Level Closed')
      await addLevelsOffline(page, prefix, 8)
      await expect(pendingCount(page)).toHaveText('8')

      // Slow answers, so the browser closes with some rows sent, one in flight, the rest waiting.
      let answered = 0
      await context.route('**/api/Level', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        answered++
        await route.continue()
      })
      await context.setOffline(false)
      await expect.poll(() => answered).toBeGreaterThanOrEqual(3)
      await context.close()

      context = await launch()
      page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/other-setup/level-management')
      await expect(pendingCount(page)).toHaveText('0')
      const token = await tokenOf(page)
      const levels = await serverList<Row>(page, token, '/Level/GetAllLevels')
      for (let i = 0; i < 8; i++) {
        expect(
          levels.filter((l) => l.levelName === `${prefix} ${i}`),
          `${prefix} ${i}`,
        ).toHaveLength(1)
      }
      await context.close()
    } finally {
      removeProfile(profile)
    }
  },
)

offlineTest(
  'a flapping network during a drain of 25 edits: each edit lands exactly once, in order per record',
  async ({ page, context }) => {
    await signInAs(page, 'uniadmin', '/other-setup/level-management')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    await expectOnline(page, false)
    const prefix = unique('Level Flap')
    const records = 5
    await addLevelsOffline(page, prefix, records)
    // 20 Active/Inactive toggles spread over the 5 levels: 25 edits in all, each level's in order
    // (the drain's random orders are src/offline/sync-engine.property.api.test.ts's; this is the browser's).
    const toggles = Array.from({ length: 20 }, (_, i) => i % records)
    for (const [k, i] of toggles.entries()) {
      const row = page.getByRole('row').filter({ hasText: `${prefix} ${i}` })
      // Each toggle is queued before the next: a click that lands while the row re-renders (a
      // loaded machine) is clicked again, never twice once it counted.
      const queued = String(records + k + 1)
      await expect(async () => {
        if ((await pendingCount(page).textContent()) !== queued)
          await row.getByRole('button', { name: /^Set (Inactive|Active)/ }).click()
        await expect(pendingCount(page)).toHaveText(queued, { timeout: 3_000 })
      }).toPass()
    }
    await expect(pendingCount(page)).toHaveText('25')

    // For a while: a third of the writes are aborted before the server, a sixth reach it but lose
    // their answer, a sixth get 503.
    let flapping = true
    await context.route('**/api/Level**', async (route) => {
      if (!flapping || route.request().method() === 'GET') return route.continue()
      const roll = Math.random()
      if (roll < 0.33) return route.abort('connectionreset')
      if (roll < 0.5) {
        await route.fetch()
        return route.abort('connectionreset')
      }
      if (roll < 0.66) return route.fulfill({ status: 503, body: '' })
      return route.continue()
    })
    await context.setOffline(false)
    await page.waitForTimeout(8_000)
    flapping = false
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(pendingCount(page)).toHaveText('0')

    const token = await tokenOf(page)
    const levels = await serverList<Row>(page, token, '/Level/GetAllLevels')
    for (let i = 0; i < records; i++) {
      const flips = toggles.filter((t) => t === i).length
      const mine = levels.filter((l) => l.levelName === `${prefix} ${i}`)
      // One create and one version step per toggle: nothing lost, nothing applied twice.
      expect(mine, `${prefix} ${i}`).toMatchObject([
        { version: 1 + flips, status: flips % 2 === 0 },
      ])
    }
  },
)
