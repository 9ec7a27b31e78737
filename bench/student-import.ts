// A campus's register from a 10,000-row workbook (issue 13), in Chromium against the built app and
// the real server on PostgreSQL: the file read, matched and checked until the preview shows its
// counts; then committed (through the outbox, 500 rows a request) until the page says it finished;
// next to the same 10,000 rows written straight into the table with one multi-row INSERT per 500
// (plain SQL; plain SQL with the audit trail every request writes; and through drizzle's builder).
// The browser's memory is the sum of its renderer processes' resident memory (the page and the
// worker that reads the file), sampled every 100 ms.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { eq, getTableColumns } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { Pool, PoolClient } from 'pg'
import { openDatabase } from '../server/db/connect.ts'
import * as t from '../server/db/schema.ts'
import { longestTask, forgetLongTasks, signIn, watchLongTasks } from './browser-page.ts'
import { buildApp, chromiumArgs, chromiumPath } from './built-app.ts'
import { rerunOnPostgres, startNode } from './processes.ts'
import { printTable } from './table.ts'

const ROWS = 10_000
const CHUNK = 500
/** `STUDENT_IMPORT_PROFILE=1`: also profile the page's main thread during the preview. */
const PROFILE = process.env.STUDENT_IMPORT_PROFILE === '1'

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}

/** The functions the main thread spent most of its own time in, from a CPU profile. */
function topSelfTime(profile: CpuProfile, count = 15) {
  const frameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const self = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = frameOf.get(id)!
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ 'self ms': ms, function: name }))
}

/** The resident memory of Chromium's renderer processes, in MB (Linux's /proc). */
function rendererMegabytes() {
  let kb = 0
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (!cmdline.includes('--type=renderer')) continue
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      kb += Number(rss?.[1] ?? 0)
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return kb / 1024
}

type Row = typeof t.students.$inferInsert

/** Rows as one plain multi-row INSERT with numbered parameters (node-postgres), no ORM between. */
function insertPlain(pool: Pool | PoolClient, rows: Row[]) {
  const columns = Object.entries(getTableColumns(t.students)).filter(
    ([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  )
  const params: unknown[] = []
  const tuples = rows.map((row) => {
    const values = columns.map(([key, column]) => {
      params.push(column.mapToDriverValue((row as Record<string, unknown>)[key]))
      return `$${params.length}`
    })
    return `(${values.join(', ')})`
  })
  const names = columns.map(([, column]) => `"${toSnakeCase(column.name)}"`).join(', ')
  return pool.query(`insert into students (${names}) values ${tuples.join(', ')}`, params)
}

/**
 * The same INSERT as a request makes it: in a transaction naming an operation, so the audit
 * trigger writes each row's entry (migration 0005), as it does for every write of the API.
 */
async function insertAudited(pool: Pool, rows: Row[]) {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('hemis.operation', 'benchmark', true)`)
    await insertPlain(client, rows)
    await client.query('commit')
  } finally {
    client.release()
  }
}

/** The import template's headers, once the page has every list its Values sheet names. */
async function templateHeaders(page: Page) {
  for (;;) {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the template' }).click()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await (await download).path())
    const listed = book.getWorksheet('Values')?.getColumn(3).values.map(String) ?? []
    if (listed.includes('Bachelor of Business Studies'))
      return (book.worksheets[0]!.getRow(1).values as string[]).slice(1)
    await page.waitForTimeout(500)
  }
}

/** `ROWS` students of campus 78 under the template's headers, as a campus would fill it. */
async function workbook(headers: string[], last: string) {
  const english = headers.map((h) => h.split(' / ')[0]!)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Students')
  sheet.addRow(headers)
  for (let i = 1; i <= ROWS; i++) {
    const cells: Record<string, string> = {
      'First Name': `Student${i}`,
      'Last Name': last,
      Gender: i % 2 ? 'Female' : 'पुरुष',
      'Date of Birth (BS)': `२०६१-०२-${String((i % 28) + 1).padStart(2, '0')}`,
      Program: 'Bachelor of Business Studies',
      Batch: '2082 Batch',
      'Fiscal Year of Enrolment': '2082/83',
      'Roll No.': `${last}-${i}`,
      'Permanent address District': 'काठमाडौँ',
    }
    sheet.addRow(english.map((h) => cells[h] ?? ''))
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}

export async function studentImportBenchmark(url: string) {
  buildApp()
  const server = await startNode('server/server.ts', { DATABASE_URL: url })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const database = await openDatabase({ url })
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rendererMegabytes())), 100)
  try {
    const page = await browser.newPage()
    await page.addInitScript(watchLongTasks)
    await signIn(page, server.url, 'collegeadmin@hemis.local')
    await page.goto(`${server.url}/student-management/import`)
    const last = `Bench${Date.now().toString(36)}`
    const file = await workbook(await templateHeaders(page), last)
    const before = rendererMegabytes()
    peak = before

    const cdp = await page.context().newCDPSession(page)
    if (PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    await forgetLongTasks(page)
    const previewStarted = performance.now()
    await page.locator('input[type="file"]').setInputFiles({
      name: 'students.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    })
    await page.getByRole('button', { name: 'Check the rows' }).click()
    await page
      .getByRole('list', { name: 'Rows of the file' })
      .getByRole('listitem', { name: 'New' })
      .filter({ hasText: ROWS.toLocaleString('en') })
      .waitFor({ timeout: 600_000 })
    const preview = performance.now() - previewStarted
    const previewTask = await longestTask(page)
    const previewPeak = peak
    if (PROFILE) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
      printTable('The page’s main thread during the preview: most self time', topSelfTime(profile))
      // Kept for DevTools (Performance → Load profile), where the long task's stack can be read.
      mkdirSync(resolve('.tmp/bench'), { recursive: true })
      writeFileSync(
        resolve('.tmp/bench/student-import-preview.cpuprofile'),
        JSON.stringify(profile),
      )
    }

    const commitStarted = performance.now()
    await page.getByRole('button', { name: `Import ${ROWS.toLocaleString('en')} rows` }).click()
    await page
      .getByText(`Import finished: ${ROWS.toLocaleString('en')} rows imported.`)
      .waitFor({ timeout: 1_200_000 })
    const commit = performance.now() - commitStarted

    // The same rows written straight into the table, new roll numbers, one INSERT per 500: as
    // plain SQL with numbered parameters through node-postgres, and through drizzle's builder.
    const imported = await database.db
      .select()
      .from(t.students)
      .where(eq(t.students.lastName, last))
    if (imported.length !== ROWS) throw new Error(`${imported.length} students on the server`)
    const copies = (suffix: string) =>
      imported.map((row) => ({
        ...row,
        id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        lastName: `${last}${suffix}`,
        rollNo: `${row.rollNo}${suffix}`,
      }))
    const timed = async (insert: (rows: Row[]) => Promise<unknown>, rows: Row[]) => {
      const started = performance.now()
      for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
      return performance.now() - started
    }
    const pool = (database.db as unknown as { $client: Pool }).$client
    const direct = await timed((rows) => insertPlain(pool, rows), copies('x'))
    const audited = await timed((rows) => insertAudited(pool, rows), copies('z'))
    const viaDrizzle = await timed(
      (rows) => database.db.insert(t.students).values(rows),
      copies('y'),
    )

    printTable(`Import of ${ROWS.toLocaleString('en')} students (Chromium, PostgreSQL)`, [
      {
        'preview s': preview / 1000,
        'longest task in preview ms': previewTask,
        'renderers MB before': Math.round(before),
        'renderers MB peak (preview)': Math.round(previewPeak),
        'renderers MB peak (all)': Math.round(peak),
        'commit s': commit / 1000,
        'direct INSERT s': direct / 1000,
        'direct INSERT, audited s': audited / 1000,
        'direct INSERT via drizzle s': viaDrizzle / 1000,
        'commit / direct': commit / direct,
        'commit / audited': commit / audited,
      },
    ])
  } finally {
    clearInterval(sampler)
    await browser.close()
    await database.close()
    await server.stop()
  }
}

export function studentImportOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? studentImportBenchmark(url) : rerunOnPostgres('student-import')
}
