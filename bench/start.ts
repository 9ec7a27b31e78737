// Start: (1) cold start of the installed app offline — a new Chromium process on a profile where the
// service worker has been installed, the network off — until the first usable screen (the main
// landmark holds a level-1 heading), as Performance marks; median of 5. (2) First load online under
// Lighthouse's default mobile throttling, with its performance score: as served (the build's .br/.gz
// copies), then side by side with the same build sent uncompressed (the copies removed, then made again).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import { precompressDir } from '../scripts/precompress.ts'
import { chromiumArgs, chromiumPath, startBuiltApp } from './built-app.ts'
import { median, printTable } from './table.ts'

const RUNS = 5
const profile = resolve('.tmp/bench/start-profile')
const dist = resolve('dist')

/** Removes the build's .br/.gz copies: the server then sends every file as it is. */
function removeCompressedCopies() {
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }))
    if (/\.(br|gz)$/.test(file)) rmSync(resolve(dist, file))
}

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

// Fetched by npx at its first use, not a dependency: its 158 packages were a seventh of every
// `npm ci`, for a benchmark the test suite never runs. Lighthouse 13 needs Node 22.
const lighthousePackage = 'lighthouse@12.8.2'

function lighthouse(url: string) {
  const report = resolve('.tmp/bench/lighthouse.json')
  execFileSync(
    'npx',
    [
      '--yes',
      lighthousePackage,
      url,
      `--chrome-flags=--headless=new --no-sandbox ${chromiumArgs.join(' ')}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
  )
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
    lighthouseVersion: string
    categories: { performance: { score: number } }
    audits: Record<string, { numericValue: number }>
  }
  const ms = (audit: string) => Math.round(lhr.audits[audit]!.numericValue)
  return {
    version: lhr.lighthouseVersion,
    score: lhr.categories.performance.score,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    bytes: ms('total-byte-weight'),
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
    const compressed = lighthouse(`${app.url}/`)
    removeCompressedCopies()
    const plain = lighthouse(`${app.url}/`)
    await precompressDir(dist)
    const row = (page: string, lh: ReturnType<typeof lighthouse>) => ({
      page,
      'performance score': lh.score,
      'FCP ms': lh.fcp,
      'LCP ms': lh.lcp,
      'TBT ms': lh.tbt,
      'Speed Index ms': lh.si,
      'transferred kB': Math.round(lh.bytes / 1000),
    })
    printTable(
      `First load online, Lighthouse ${compressed.version} mobile throttling (simulated)`,
      [row('/ (brotli, as served)', compressed), row('/ (same build uncompressed)', plain)],
    )
  } finally {
    await app.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}
