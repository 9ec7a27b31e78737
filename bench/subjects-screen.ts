// Subject Management over 10,000 subjects in Chromium: the screen reads the whole list from the
// offline cache and filters and pages it in the page, so it must neither freeze nor wait. Measured
// with the built app and the real server: the first table after opening the page (list fetched and
// cached), a reopen from the cache, a filter, a page size and a page change, with the longest task
// the main thread ran during each (a "freeze" is a long task, over 50 ms by the browser's own rule).
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { openDatabase } from '../server/db/connect.ts'
import { generateScaleSubjects, seedIfEmpty } from '../server/db/seed/seed.ts'
import { forgetLongTasks, longestTask, signIn, watchLongTasks } from './browser-page.ts'
import { buildApp, chromiumArgs, chromiumPath } from './built-app.ts'
import { startNode } from './processes.ts'
import { median, printTable, type Row } from './table.ts'

const SUBJECTS = 10_000
const RUNS = 3
const PATH = '/program-management/subject-management'

/** The demo data plus one semester program of university 1 with 10,000 subjects, 1,250 a semester. */
async function prepareData(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir })
  try {
    await seedIfEmpty(database.db)
    await generateScaleSubjects(database.db, SUBJECTS)
  } finally {
    await database.close()
  }
}

type Step = { ms: number; longestTask: number }

/** Runs `act`, waits for `done`, and returns the wall time and the longest task meanwhile. */
async function step(page: Page, act: () => Promise<unknown>, done: () => Promise<unknown>) {
  await forgetLongTasks(page)
  const started = performance.now()
  await act()
  await done()
  const ms = performance.now() - started
  return { ms, longestTask: await longestTask(page) }
}

const countText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).waitFor({ timeout: 60_000 })

async function measureOnce(page: Page, baseUrl: string): Promise<Record<string, Step>> {
  const results: Record<string, Step> = {}
  // The demo subjects come on top of the 10,000, so the first count is matched by its shape.
  results['open (fetch and cache)'] = await step(
    page,
    () => page.goto(`${baseUrl}${PATH}`),
    () => page.getByText(/^1–25 of \d{5}$/).waitFor({ timeout: 60_000 }),
  )
  results['reopen (from the cache)'] = await step(
    page,
    () => page.reload(),
    () => page.getByText(/^1–25 of \d{5}$/).waitFor({ timeout: 60_000 }),
  )
  const filters = page.getByRole('search')
  results['filter: Third Semester'] = await step(
    page,
    async () => {
      await filters.getByRole('combobox', { name: 'Semester' }).click()
      await page.getByRole('option', { name: 'Third Semester', exact: true }).click()
    },
    () => countText(page, '1–25 of 1250'),
  )
  results['page size 75'] = await step(
    page,
    async () => {
      await page.getByRole('combobox', { name: 'Rows per page' }).click()
      await page.getByRole('option', { name: '75', exact: true }).click()
    },
    () => countText(page, '1–75 of 1250'),
  )
  results['next page'] = await step(
    page,
    () => page.getByRole('button', { name: 'Page 2' }).click(),
    () => countText(page, '76–150 of 1250'),
  )
  return results
}

export async function subjectsScreenBenchmark() {
  buildApp()
  const dataDir = resolve('.tmp/bench', 'subjects-screen-data')
  await prepareData(dataDir)
  const app = await startNode('server/server.ts', { HEMIS_DATA_DIR: dataDir })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const runs: Record<string, Step>[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: an empty IndexedDB, as on a newly installed device.
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript(watchLongTasks)
      await signIn(page, app.url, 'uniadmin@hemis.local')
      runs.push(await measureOnce(page, app.url))
      await context.close()
    }
  } finally {
    await browser.close()
    await app.stop()
  }
  const rows: Row[] = Object.keys(runs[0]!).map((name) => ({
    step: name,
    'wall ms (median)': Math.round(median(runs.map((r) => r[name]!.ms))),
    'longest task ms (median)': Math.round(median(runs.map((r) => r[name]!.longestTask))),
  }))
  printTable(
    `Subject Management over ${SUBJECTS.toLocaleString('en')} subjects in Chromium (median of ${RUNS}; wall time includes Playwright's round trips)`,
    rows,
  )
}
