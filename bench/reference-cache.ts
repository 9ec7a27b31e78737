// Reference cache: 50,000 reference rows put into Dexie (IndexedDB) in Chromium, then one filtered,
// sorted page read back, on the origin of the built app. Median of 3 runs, each on a new database.
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath, startBuiltApp } from './built-app.ts'
import { median, printTable } from './table.ts'

const ROWS = 50_000
const RUNS = 3
const dexieScript = createRequire(import.meta.url).resolve('dexie/dist/dexie.js')

type Dexie = typeof import('dexie').Dexie

export async function referenceCacheBenchmark() {
  const app = await startBuiltApp('reference-cache')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const results: { load: number; page: number; count: number; pageRows: number }[] = []
  try {
    const page = await browser.newPage()
    await page.goto(`${app.url}/login`)
    await page.addScriptTag({ path: dexieScript })
    for (let run = 0; run < RUNS; run++) {
      results.push(
        await page.evaluate(async (rows) => {
          const Dexie = (window as unknown as { Dexie: Dexie }).Dexie
          const db = new Dexie(`bench-reference-${Date.now()}`)
          db.version(1).stores({ faculties: '&id, universityId, [universityId+facultyName]' })
          // Faculty-shaped rows, as the API sends them, spread over 40 universities.
          const list = Array.from({ length: rows }, (_, i) => ({
            id: i + 1,
            universityId: 1 + (i % 40),
            campusId: i % 3 ? 70 + (i % 11) : null,
            facultyName: `Faculty of Subject ${String(rows - i).padStart(6, '0')}`,
            facultyType: i % 2 ? 'technical' : 'general',
            shortName: `F${i}`,
            code: `U${1 + (i % 40)}-F${i}`,
            status: i % 10 !== 0,
            version: 1,
          }))
          const table = db.table('faculties')
          let started = performance.now()
          await table.bulkPut(list)
          const load = performance.now() - started
          started = performance.now()
          // Page 3 (25 a page) of one university's faculties, by name.
          // A new collection each: offset() and limit() change the collection they are called on.
          // (No named helper function here: tsx would wrap it in a __name() the page does not have.)
          const byName = '[universityId+facultyName]'
          const [count, pageRows] = await Promise.all([
            table.where(byName).between([7, Dexie.minKey], [7, Dexie.maxKey]).count(),
            table
              .where(byName)
              .between([7, Dexie.minKey], [7, Dexie.maxKey])
              .offset(50)
              .limit(25)
              .toArray(),
          ])
          const page = performance.now() - started
          db.close()
          await Dexie.delete(db.name)
          return { load, page, count, pageRows: pageRows.length }
        }, ROWS),
      )
    }
  } finally {
    await browser.close()
    await app.stop()
  }
  const { count, pageRows } = results[0]!
  if (pageRows !== 25 || count !== ROWS / 40)
    throw new Error(`the page read ${pageRows} rows of ${count}, not 25 of ${ROWS / 40}`)
  printTable(`Reference cache in Chromium (Dexie, median of ${RUNS})`, [
    {
      rows: ROWS,
      'bulkPut ms': median(results.map((r) => r.load)),
      'rows/s': Math.round(ROWS / (median(results.map((r) => r.load)) / 1000)),
      'filtered page (25 of count) ms': median(results.map((r) => r.page)),
      'rows matching filter': count,
    },
  ])
}
