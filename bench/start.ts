// Start: cold start of the installed app offline — a new Chromium process on a profile where the
// service worker has been installed, the network off — until the first usable screen (the main
// landmark holds a level-1 heading), as Performance marks; median of 5. The first load online is
// Lighthouse's (bench/lighthouse.ts).
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import { chromiumArgs, chromiumPath, startBuiltApp } from './built-app.ts'
import { median, printTable } from './table.ts'

const RUNS = 5
const profile = resolve('.tmp/bench/start-profile')

const launch = () =>
  chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    serviceWorkers: 'allow',
  })

/** Visits the app online until its service worker is active and controls the page (installed). */
async function install(url: string) {
  const context = await launch()
  const page = await context.newPage()
  await page.goto(url)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const controlled = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.active?.state === 'activated' && !!navigator.serviceWorker.controller
    })
    if (controlled) return context.close()
    await page.waitForTimeout(200)
  }
  throw new Error('the service worker did not take control within 30 s')
}

async function offlineStart(url: string) {
  const context: BrowserContext = await launch()
  try {
    await context.setOffline(true)
    // A mark as soon as the first screen is usable, set from inside the page.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('main h1')) {
          performance.mark('hemis:first-usable')
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url)
    await page.locator('main h1').waitFor()
    return await page.evaluate(() => ({
      usable: performance.getEntriesByName('hemis:first-usable')[0]!.startTime,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      controlled: !!navigator.serviceWorker.controller,
    }))
  } finally {
    await context.close()
  }
}

export async function startBenchmark() {
  const app = await startBuiltApp('start')
  try {
    rmSync(profile, { recursive: true, force: true })
    await install(`${app.url}/`)
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await offlineStart(`${app.url}/`))
    if (!runs.every((r) => r.controlled))
      throw new Error('an offline start was not served by the worker')
    printTable(
      `Cold start of the installed app, offline (new Chromium process, median of ${RUNS})`,
      [
        {
          screen: '/ (landing)',
          'first contentful paint ms': median(runs.map((r) => r.fcp)),
          'first usable screen ms': median(runs.map((r) => r.usable)),
          'slowest usable ms': Math.max(...runs.map((r) => r.usable)),
        },
      ],
    )
  } finally {
    await app.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}
