// A campus's register offline (issue 12): 20,000 students kept on the device, then listed, filtered,
// searched and paged from IndexedDB with the network gone. Measured in Chromium with the built app
// and the real server. Each step's time is taken in the page, from the click or key that starts it
// to the moment the table and its count show the answer (no Playwright round trip in it), with the
// longest task the main thread ran meanwhile. Targets: under 50 ms a step, no task over 100 ms.
// Then a class's register (Export to PDF: one intake of a program, in one semester) opened offline,
// from the navigation to its last row shown: the read of a class the class's screens share.
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { and, count as countRows, desc, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm'
import { openDatabase } from '../server/db/connect.ts'
import { programs, students } from '../server/db/schema.ts'
import { firstNameOf, lastNameOf } from '../server/db/seed/names.ts'
import { seedIfEmpty } from '../server/db/seed/seed.ts'
import { forgetLongTasks, longestTask, signIn, watchLongTasks } from './browser-page.ts'
import { buildApp, chromiumArgs, chromiumPath } from './built-app.ts'
import { startNode } from './processes.ts'
import { median, printTable, type Row } from './table.ts'

const STUDENTS = 20_000
const CAMPUS = 78 // the demo campus admin's
const RUNS = 3
const PATH = '/student-management/student-list'

/**
 * The demo data plus 20,000 students of campus 78, named in both scripts, with registration
 * numbers, each in the intake (batch) of their fiscal year and one of eight semesters.
 */
async function prepareData(dataDir: string) {
  const ready = `${dataDir}.ready-${STUDENTS}-classes`
  if (existsSync(ready)) return
  rmSync(dataDir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir })
  try {
    await seedIfEmpty(database.db)
    await database.db.execute(sql`select setseed(0.5)`)
    const woman = sql`n.r < 0.52`
    await database.db.execute(sql`
      with cp as (select row_number() over (order by id) as rn, program_id from college_programs where campus_id = ${CAMPUS}),
      fy as (select row_number() over (order by start_date) as rn, id, name, start_date from fiscal_years),
      n as (select g, random() as f, random() as l, random() as r from generate_series(1, ${STUDENTS}) g)
      insert into students (university_id, campus_id, program_id, fiscal_year_id, first_name, last_name, name_ne,
        gender, date_of_birth, district, registration_no, semester, batch_id)
      select 1, ${CAMPUS}, cp.program_id, fy.id, ${firstNameOf(woman, 'n.f', 0)}, ${lastNameOf('n.l', 0)},
        ${firstNameOf(woman, 'n.f', 1)} || ' ' || ${lastNameOf('n.l', 1)},
        case when ${woman} then 'female' else 'male' end,
        fy.start_date - 7000 - (n.g % 900), 'Kaski', 'OFF-' || n.g, 1 + n.g % 8,
        (select b.id from batches b where b.campus_id = ${CAMPUS} and b.program_id is null
          and b.batch_year = left(fy.name, 4)::int)
      from n
      join cp on cp.rn = 1 + n.g % (select count(*) from cp)
      join fy on fy.rn = 1 + n.g % 5`)
    writeFileSync(ready, new Date().toISOString())
  } finally {
    await database.close()
  }
}

/** The server's own counts of what each step must show. */
async function expectedCounts(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    const count = async (...where: SQL[]) => {
      const [row] = await database.db
        .select({ n: countRows() })
        .from(students)
        .where(and(eq(students.campusId, CAMPUS), ...where))
      return row!.n
    }
    return {
      all: await count(),
      female: await count(eq(students.gender, 'female')),
      femaleGita: await count(eq(students.gender, 'female'), like(students.nameNe, 'गीता%')),
      klass: await largestClass(database.db),
    }
  } finally {
    await database.close()
  }
}

/** The campus's largest class (a program's intake in one semester), as Export to PDF asks for it. */
async function largestClass(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const n = countRows()
  const [klass] = await db
    .select({ p: students.programId, b: students.batchId, s: students.semester, n })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .where(
      and(
        eq(students.campusId, CAMPUS),
        // A class of a semester program (an annual one is chosen by year).
        eq(programs.programType, 'semester'),
        isNotNull(students.batchId),
        eq(students.enrolmentStatus, 'active'),
      ),
    )
    .groupBy(students.programId, students.batchId, students.semester)
    .orderBy(desc(n))
    .limit(1)
  const { p, b, s, n: rows } = klass!
  return { path: `/student-management/exportToPdf?programId=${p}&batchId=${b}&term=${s}`, rows }
}

/** On screen: from the key or click to the answer shown; query: the device's own page read. */
type Step = { ms: number; query: number; longestTask: number }

/**
 * Arms the page: the next click or key starts the clock, and the clock stops at the first change
 * of the page after which the pager reads `total` and the table differs from what it showed.
 */
// A string, not a function: tsx would wrap the page's inner functions in its `__name` helper.
const arm = (page: Page, total: number) =>
  page.evaluate(`(() => {
    window.started = undefined
    window.shown = undefined
    performance.clearMeasures('hemis:device-page')
    const rowsNow = () => document.querySelector('tbody')?.textContent ?? ''
    const before = rowsNow()
    const pagerSays = () =>
      [...document.querySelectorAll('[aria-live="polite"]')].some(
        (e) => /in all$/.test(e.textContent) && e.textContent.replace(/\\D/g, '') === '${total}',
      )
    const start = () => (window.started ??= performance.now())
    addEventListener('pointerdown', start, { capture: true, once: true })
    addEventListener('keydown', start, { capture: true, once: true })
    const watch = new MutationObserver(() => {
      if (window.started === undefined || !pagerSays() || rowsNow() === before) return
      window.shown = performance.now()
      watch.disconnect()
    })
    watch.observe(document.body, { childList: true, subtree: true, characterData: true })
  })()`)

async function step(page: Page, total: number, act: () => Promise<unknown>): Promise<Step> {
  await forgetLongTasks(page)
  await arm(page, total)
  await act()
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { started?: number; shown?: number }
      return w.shown !== undefined && w.started !== undefined && w.shown - w.started
    },
    undefined,
    { timeout: 60_000 },
  )
  const ms = (await handle.jsonValue()) as number
  const query = await page.evaluate(() =>
    Math.max(0, ...performance.getEntriesByName('hemis:device-page').map((m) => m.duration)),
  )
  return { ms, query, longestTask: await longestTask(page) }
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: 'Search' })
  await box.fill(words)
  await box.press('Enter')
}

async function measureOnce(page: Page, counts: Awaited<ReturnType<typeof expectedCounts>>) {
  const results: Record<string, Step> = {}
  const filters = page.getByRole('search')
  results['search: a registration number'] = await step(page, 1, () => search(page, 'OFF-12345'))
  results['search: none matches (the whole register walked)'] = await step(page, 0, () =>
    search(page, 'Zzz'),
  )
  // The first page without a search was read online: its kept copy is shown (no device query).
  results['search cleared: first page'] = await step(page, counts.all, () => search(page, ''))
  await filters.getByRole('combobox', { name: 'Gender' }).click()
  results['filter: gender female'] = await step(page, counts.female, () =>
    page.getByRole('option', { name: 'Female', exact: true }).click(),
  )
  results['search: Devanagari name start, within the filter'] = await step(
    page,
    counts.femaleGita,
    () => search(page, 'गीता'),
  )
  results['next page'] = await step(page, counts.femaleGita, () =>
    page.getByRole('button', { name: 'Next' }).click(),
  )
  return results
}

export async function studentsOfflineBenchmark() {
  buildApp()
  const dataDir = resolve('.tmp/bench', 'students-offline-data')
  await prepareData(dataDir)
  const counts = await expectedCounts(dataDir)
  const app = await startNode('server/server.ts', { HEMIS_DATA_DIR: dataDir })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const runs: Record<string, Step>[] = []
  let keptIn = 0
  let warmUp: Step = { ms: 0, query: 0, longestTask: 0 }
  let readIn = 0
  let later = warmUp
  try {
    // One device: the register is kept once, then each run measures the same steps offline.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(watchLongTasks)
    await signIn(page, app.url, 'collegeadmin@hemis.local')
    const started = performance.now()
    await page.goto(`${app.url}${PATH}`)
    await page
      .getByText(/^Kept on this device for offline use: [\d,]+ records/)
      .waitFor({ timeout: 600_000 })
    keptIn = performance.now() - started
    await context.setOffline(true)
    // The first run reads the rows into memory (begun as the list opens offline): a warm-up,
    // shown apart: the first search at once, and, in a new page, a person's few seconds later.
    await firstPage(page, counts.all)
    warmUp = (await measureOnce(page, counts))['search: a registration number']!
    readIn = await page.evaluate(() =>
      Math.max(...performance.getEntriesByName('hemis:register-read').map((m) => m.duration)),
    )
    await page.goto(`${app.url}${PATH}`)
    await page.getByText(inAll(counts.all), { exact: true }).waitFor()
    await page.waitForTimeout(3000)
    later = (await measureOnce(page, counts))['search: a registration number']!
    // The class's register's code is loaded once before its runs (as the list's was).
    await openClass(page, counts.klass)
    const classStep = `a class's register opened (${counts.klass.rows} of ${counts.all.toLocaleString('en')} students)`
    for (let run = 0; run < RUNS; run++) {
      await firstPage(page, counts.all)
      const results = await measureOnce(page, counts)
      results[classStep] = await openClass(page, counts.klass)
      runs.push(results)
    }
    await context.close()
  } finally {
    await browser.close()
    await app.stop()
  }
  const once = (step: string, { query, ms, longestTask }: Step): Row => ({
    step,
    'device query ms': Math.round(query),
    'on screen ms': Math.round(ms),
    'longest task ms (median)': Math.round(longestTask),
  })
  const rows: Row[] = [
    once('first search as the list opens offline (rows read into memory)', warmUp),
    once('first search 3 s after the list opened offline (a new page)', later),
  ]
  rows.push(
    ...Object.keys(runs[0]!).map((name) => ({
      step: name,
      'device query ms': Math.round(median(runs.map((r) => r[name]!.query))),
      'on screen ms': Math.round(median(runs.map((r) => r[name]!.ms))),
      'longest task ms (median)': Math.round(median(runs.map((r) => r[name]!.longestTask))),
    })),
  )
  printTable(
    `A campus's ${counts.all.toLocaleString('en')} students offline in Chromium (median of ${RUNS} after a warm-up; kept on the device in ${(keptIn / 1000).toFixed(1)} s)`,
    rows,
  )
  console.log(
    `The register read into memory from its snapshot (the warm-up's): ${readIn.toFixed(0)} ms`,
  )
}

/**
 * A class's register opened through the app's router, offline: from the navigation to its table
 * showing the class's every row.
 */
async function openClass(page: Page, klass: { path: string; rows: number }): Promise<Step> {
  await forgetLongTasks(page)
  await page.evaluate(() => performance.clearMeasures('hemis:register-rows'))
  // A string, not a function: tsx would wrap the page's inner functions in its `__name` helper.
  const ms = await page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now()
    history.pushState(null, '', ${JSON.stringify(klass.path)})
    dispatchEvent(new PopStateEvent('popstate'))
    const shown = () =>
      document.querySelectorAll('table[aria-label="Class register"] tbody tr').length === ${klass.rows}
    const watch = () => (shown() ? resolve(performance.now() - started) : requestAnimationFrame(watch))
    watch()
  })`)
  // The class's reads from the device (the live query's first, and any again as the page settles).
  const query = await page.evaluate(() =>
    performance.getEntriesByName('hemis:register-rows').reduce((sum, m) => sum + m.duration, 0),
  )
  return { ms, query, longestTask: await longestTask(page) }
}

/** A list's count as it shows it: "20,300 in all". */
const inAll = (total: number) => `${total.toLocaleString('en')} in all`

/** Back to the list without search or filter, through the app's router (offline: no page load). */
async function firstPage(page: Page, total: number) {
  await page.evaluate((path) => {
    history.pushState(null, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, PATH)
  await page.getByText(inAll(total), { exact: true }).waitFor()
}
