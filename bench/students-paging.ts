// The student register's pages over 500,000 students, through the whole server (token, validation,
// handler, JSON): the first page, a page deep in the list by cursor (after walking 50 pages), a
// filtered page with its count, and `q` searches, for the commission (every campus) and a campus.
// Median of 5 runs after one warm-up. On PGlite (the dashboard's data dir, kept between runs) and on
// PostgreSQL (a throwaway server, filled on each run).
import { resolve } from 'node:path'
import { desc, sql } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import { fiscalYears } from '../server/db/schema.ts'
import { rerunOnPostgres } from './processes.ts'
import { openStudentsDatabase } from './students-database.ts'
import { median, printTable, type Row } from './table.ts'

const STUDENTS = 500_000
const RUNS = 5
const DEEP = 50

type Page = { items: { id: number }[]; total: number; nextCursor: string | null }

export async function studentsPagingBenchmark(
  kind: 'PGlite' | 'PostgreSQL' = 'PGlite',
  databaseUrl?: string,
) {
  const database = await openStudentsDatabase(
    databaseUrl ? { url: databaseUrl } : { dataDir: resolve('.tmp/bench/students-500k') },
    STUDENTS,
  )
  // One student with numbers, for the exact-number search.
  await database.db.execute(sql`update students set registration_no = 'BENCH-REG-1',
    roll_no = 'BENCH-ROLL-1' where id = (select max(id) from students where campus_id = 78)`)
  const [fy] = await database.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .orderBy(desc(fiscalYears.startDate))
    .limit(1)
  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: 78, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })
  const rows: Row[] = []
  try {
    for (const [account, label] of [
      ['ugcadmin', 'commission (all campuses)'],
      ['collegeadmin', 'campus 78'],
    ] as const) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/User/Login',
        payload: { email: `${account}@hemis.local`, password: 'Demo@12345' },
      })
      const headers = {
        authorization: `Bearer ${login.json<{ tokenString: string }>().tokenString}`,
      }
      const get = async (url: string) => {
        const res = await app.inject({ method: 'GET', url: `/api/Student${url}`, headers })
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
        return res.json<Page>()
      }
      // The cursor of page DEEP + 1, walked once.
      let cursor: string | null = null
      for (let i = 0; i < DEEP; i++) {
        cursor = (await get(`?limit=25${cursor ? `&after=${cursor}` : ''}`)).nextCursor
      }
      const cases: [string, string][] = [
        ['first page by name', '?limit=25'],
        [`page ${DEEP + 1} by name (cursor)`, `?limit=25&after=${cursor}`],
        ['first page, newest first', '?sort=newest&limit=25'],
        [
          'filtered (fiscal year, female) with count',
          `?fiscalYearId=${fy!.id}&gender=female&limit=25`,
        ],
        ['q = start of a name ("shar")', '?q=shar&limit=25'],
        ['q = start of a rare name ("zz")', '?q=zz&limit=25'],
        ['q = registration number', '?q=BENCH-REG-1&limit=25'],
      ]
      for (const [what, url] of cases) {
        let answer = await get(url) // warm-up
        const times: number[] = []
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now()
          answer = await get(url)
          times.push(performance.now() - started)
        }
        rows.push({
          request: what,
          caller: label,
          ms: median(times),
          rows: answer.items.length,
          total: answer.total,
        })
      }
    }
  } finally {
    await app.close()
    await database.close()
  }
  printTable(
    `Student register pages over ${STUDENTS.toLocaleString('en')} students (${kind}, median of ${RUNS})`,
    rows,
  )
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function studentsPagingOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url
    ? studentsPagingBenchmark('PostgreSQL', url)
    : rerunOnPostgres('students-paging-postgres')
}
