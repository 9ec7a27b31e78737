// First load (issue 19): Lighthouse 12.8.2 with its default mobile settings (simulated slow 4G, 4×
// CPU slowdown) on `/login` signed out and on the dashboard `/` signed in, performance,
// accessibility and best practices, on the built app as served (its .br copies): by the app's own
// HTTP/1.1 server, and behind a TLS front speaking HTTP/2 as production has one (bench/tls-front.ts);
// median of RUNS by performance score. Lighthouse 12 has no PWA category any more: installability
// is the browser's own verdict (`Page.getInstallabilityErrors`, Chromium's install criteria).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { signIn } from './browser-page.ts'
import { chromiumArgs, chromiumPath, startBuiltApp } from './built-app.ts'
import { printTable } from './table.ts'
import { startTlsFront } from './tls-front.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// LIGHTHOUSE_ONLY=tls (or app, login, dashboard): only the rows whose served way or page it names.
const only = process.env.LIGHTHOUSE_ONLY
const PORT = 9333
// Fetched by npx at its first use, not a dependency: its 158 packages were a seventh of every
// `npm ci`, for a benchmark the test suite never runs. Lighthouse 13 needs Node 22.
const lighthousePackage = 'lighthouse@12.8.2'
const targets = { performance: 0.95, lcp: 2000, tbt: 150, cls: 0.02 }

type Audit = {
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  title: string
}
type Report = {
  lighthouseVersion: string
  categories: Record<string, { score: number }>
  audits: Record<string, Audit>
}

/**
 * One Lighthouse run against the browser listening on PORT; its storage kept when signed in. Not
 * a synchronous child: the TLS front answers from this process's event loop.
 */
async function lighthouse(url: string, keepStorage: boolean): Promise<Report> {
  const report = resolve('.tmp/bench/lighthouse.json')
  const run = spawn(
    'npx',
    [
      '--yes',
      lighthousePackage,
      url,
      `--port=${PORT}`,
      ...(keepStorage ? ['--disable-storage-reset'] : []),
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      // LIGHTHOUSE_ASSETS=1: the run's trace kept beside the report, to read what its tasks were.
      ...(process.env.LIGHTHOUSE_ASSETS ? ['--save-assets'] : []),
      // LIGHTHOUSE_THROTTLING=devtools: the page really loaded at the slow connection, where the
      // default simulation estimates it from an unthrottled load (what changes the network's
      // order, such as a preload, shows only then).
      ...(process.env.LIGHTHOUSE_THROTTLING
        ? [`--throttling-method=${process.env.LIGHTHOUSE_THROTTLING}`]
        : []),
    ],
    { stdio: 'inherit' },
  )
  const code = await new Promise((exited) => run.once('exit', exited))
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${String(code)})`)
  return JSON.parse(readFileSync(report, 'utf8')) as Report
}

/** The audits of a category that did not pass (weighted, scored under 1). */
const failing = (lhr: Report) =>
  Object.entries(lhr.audits)
    .filter(([, a]) => a.scoreDisplayMode !== 'informative' && a.score !== null && a.score < 1)
    .filter(([, a]) => ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map(([id]) => id)

/**
 * A Chromium of its own on `profile`, listening on PORT: Lighthouse drives it alone. Playwright
 * connects to it for the steps around (`withTab`); a browser it has been connected to is not
 * measured, since the requests Lighthouse then sees carry no transfer sizes.
 */
async function openBrowser(profile: string) {
  const browser = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--no-sandbox',
      // The TLS front's self-signed certificate (bench/tls-front.ts).
      '--ignore-certificate-errors',
      `--remote-debugging-port=${PORT}`,
      `--user-data-dir=${profile}`,
    ],
    { stdio: 'ignore' },
  )
  const closed = new Promise((done) => browser.once('exit', done))
  const deadline = Date.now() + 20_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${PORT}/json/version`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port')
    await new Promise((wake) => setTimeout(wake, 200))
  }
  /** Runs `step` on the browser's first tab through Playwright, then closes the browser. */
  const withTab = async <T>(step: (tab: Page) => Promise<T>) => {
    const connected = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`)
    try {
      const context = connected.contexts()[0]!
      return await step(context.pages()[0] ?? (await context.newPage()))
    } finally {
      // Closed from within, so the profile's storage is written before the next browser opens it.
      await (await connected.newBrowserCDPSession()).send('Browser.close').catch(() => {})
      await closed
    }
  }
  return { withTab, closed, kill: () => browser.kill() }
}

/** One page measured at `origin` (the app itself, or its TLS front); `app` signs in. */
async function measure(page: 'login' | 'dashboard', origin: string, app: string) {
  const profile = mkdtempSync(join(tmpdir(), 'hemis-lighthouse-'))
  const url = `${origin}${page === 'login' ? '/login' : '/'}`
  try {
    if (page === 'dashboard')
      await (
        await openBrowser(profile)
      ).withTab((tab) =>
        // Set from a page that runs no app code: the dashboard's first load finds nothing cached.
        signIn(tab, app, 'collegeadmin@hemis.local', `${origin}/favicon.ico`),
      )
    const measured = await openBrowser(profile)
    let lhr: Report
    try {
      lhr = await lighthouse(url, page === 'dashboard')
    } catch (error) {
      measured.kill()
      throw error
    }
    // Chromium's install criteria, on the page as a visitor has it.
    const installability = await measured.withTab(async (tab) => {
      await tab.goto(url)
      await tab.locator('main h1, main form').first().waitFor()
      const cdp = await tab.context().newCDPSession(tab)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      return installabilityErrors.map((e) => e.errorId)
    })
    return { lhr, installability }
  } finally {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
  }
}

export async function lighthouseBenchmark() {
  const app = await startBuiltApp('lighthouse')
  const front = await startTlsFront(app.url)
  const rows = []
  try {
    for (const [transport, origin] of [
      ['HTTP/1.1 from the app', app.url],
      ['HTTP/2 behind TLS', front.url],
    ] as const)
      for (const page of ['login', 'dashboard'] as const) {
        const way = transport.includes('TLS') ? 'tls' : 'app'
        if (only && only !== way && only !== page && only !== `${way}-${page}`) continue
        const runs: Awaited<ReturnType<typeof measure>>[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await measure(page, origin, app.url))
        const score = (run: (typeof runs)[number]) => run.lhr.categories.performance!.score
        runs.sort((a, b) => score(a) - score(b))
        const { lhr, installability } = runs[Math.floor(runs.length / 2)]!
        const value = (audit: string) => lhr.audits[audit]!.numericValue ?? NaN
        rows.push({
          page: page === 'login' ? '/login (signed out)' : '/ dashboard (signed in)',
          served: transport,
          'performance (runs)': runs.map(score).join(' / '),
          'FCP ms': Math.round(value('first-contentful-paint')),
          'LCP ms': Math.round(value('largest-contentful-paint')),
          'TBT ms': Math.round(value('total-blocking-time')),
          CLS: Number(value('cumulative-layout-shift').toFixed(3)),
          'transferred kB': Math.round(value('total-byte-weight') / 1000),
          accessibility: lhr.categories.accessibility!.score,
          'best practices': lhr.categories['best-practices']!.score,
          installable: installability.length ? installability.join(', ') : 'yes',
          'audits not passed (median run)': failing(lhr).join(', ') || 'none',
        })
      }
  } finally {
    await front.stop()
    await app.stop()
  }
  printTable(
    `First load online, Lighthouse ${lighthousePackage.split('@')[1]} mobile (simulated throttling), ` +
      `median of ${RUNS}; targets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcp} ms, ` +
      `TBT ≤ ${targets.tbt} ms, CLS ≤ ${targets.cls}`,
    rows,
  )
}
