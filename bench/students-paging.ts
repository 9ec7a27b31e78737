// The student register's pages over 500,000 students (issue 12), through the whole server (token,
// validation, handler, JSON) and, alternately, as the same queries written by hand in plain SQL
// (the page's rows, the filtered count beside it, the page's photos and documents): the first
// page, a page deep in the list by cursor (after walking 50 pages), a filtered page with its count,
// and `q` searches, for the commission (every campus), a university and a campus. Targets: the
// endpoint within 1.3× its plain SQL, p95 under 150 ms on PostgreSQL. On PGlite (the dashboard's
// data dir, kept between runs) and on PostgreSQL (a throwaway server, filled on each run).
import { desc, sql, type SQL } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import type { Db } from '../server/db/connect.ts'
import { fiscalYears } from '../server/db/schema.ts'
import { rows } from '../server/repositories/report-sql.ts'
import { rerunOnPostgres } from './processes.ts'
import { reportCallers, signedIn } from './side-by-side.ts'
import { openStudentsDatabase } from './students-database.ts'
import { median, printTable, quantile, type Row } from './table.ts'

const STUDENTS = 500_000
const RUNS = 20
const DEEP = 50
const LIMIT = 25

type Page = {
  items: { id: number }[]
  total: number
  totalCapped: boolean
  nextCursor: string | null
}

/** A search is counted up to this many, as the handler counts it (decision 0426). */
const SEARCH_COUNT_CAP = 2000

/**
 * The register page's work as plain SQL: the page in name order (by code point, as the name
 * indexes are) after `cursor`, from Z when `descending` (`sort=-name`), with the filtered count
 * beside it; a search's page merges each alternative's first rows in that order (decision 0427) and
 * counts its matches up to the cap (decision 0426); a page of the commission's or a university's
 * whole register sums the counts the database keeps (`kept`, decision 0428). Then the page's
 * photos and documents.
 */
export async function plainPage(
  db: Db,
  where: SQL,
  {
    cursor,
    anyOf = [],
    descending = false,
    kept,
  }: { cursor?: [string, string, number]; anyOf?: SQL[]; descending?: boolean; kept?: SQL } = {},
) {
  const [last, first] = [sql`lower(last_name) collate "C"`, sql`lower(first_name) collate "C"`]
  const after = cursor
    ? sql`and (${last}, ${first}, id) ${sql.raw(descending ? '<' : '>')} (${cursor[0]}, ${cursor[1]}, ${cursor[2]})`
    : sql``
  const way = sql.raw(descending ? 'desc' : 'asc')
  const order = sql`${last} ${way}, ${first} ${way}, id ${way}`
  const merged = sql.join(
    anyOf.map(
      (alternative) => sql`(select id, ${last} as k0, ${first} as k1 from students
        where ${where} ${after} and ${alternative} order by ${order} limit ${LIMIT + 1})`,
    ),
    sql` union `,
  )
  const searched = anyOf.length > 0
  const matching = searched ? sql`${where} and (${sql.join(anyOf, sql` or `)})` : where
  const [page] = await Promise.all([
    rows<{ id: number }>(
      db,
      searched
        ? sql`select * from students where id in (select id from (${merged}) as alternatives
          order by k0 ${way}, k1 ${way}, id ${way} limit ${LIMIT + 1}) order by ${order}`
        : sql`select * from students where ${where} ${after} order by ${order} limit ${LIMIT + 1}`,
    ),
    db.execute(
      kept
        ? sql`select coalesce(sum(students), 0)::int as total from student_counts where ${kept}`
        : searched
          ? sql`select count(*)::int as total from (select 1 from students where ${matching}
            limit ${SEARCH_COUNT_CAP + 1}) as matched`
          : sql`select count(*)::int as total from students where ${where}`,
    ),
  ])
  const ids = page.slice(0, LIMIT).map((r) => r.id)
  if (!ids.length) return
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  await db.execute(
    sql`select student_id, content_type, size, sha256 from student_photos where student_id in (${list})`,
  )
  await db.execute(sql`select student_id, id, kind, name, content_type, size, sha256, created_at
    from record_documents where student_id in (${list}) order by id`)
}

export async function studentsPagingBenchmark(
  kind: 'PGlite' | 'PostgreSQL' = 'PGlite',
  databaseUrl?: string,
) {
  const database = await openStudentsDatabase(databaseUrl, STUDENTS)
  const { db } = database
  const [fy] = await db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .orderBy(desc(fiscalYears.startDate))
    .limit(1)
  // A registration number of the campus's, for the exact-number search.
  const [{ reg } = { reg: 'none' }] = await rows<{ reg: string }>(
    db,
    sql`select registration_no as reg from students where campus_id = 78
      and registration_no is not null order by id desc limit 1`,
  )
  // A campus student's first name and surname, for the search of two words (decision 0408).
  const [{ first, last } = { first: 'none', last: 'none' }] = await rows<{
    first: string
    last: string
  }>(
    db,
    sql`select first_name as first, last_name as last from students where campus_id = 78
      order by id desc limit 1`,
  )
  const twoWords = `${first.toLowerCase().slice(0, 4)} ${last.toLowerCase()}`
  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: 78, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })

  const table: Row[] = []
  try {
    for (const { account, label, caller } of reportCallers) {
      const headers = await signedIn(app, account)
      const get = async (url: string) => {
        const res = await app.inject({ method: 'GET', url: `/api/Student${url}`, headers })
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
        return res.json<Page>()
      }
      // The counts kept cover the commission's and a university's whole register (decision 0428).
      const kept =
        caller.campusId !== null
          ? undefined
          : caller.universityId !== null
            ? sql`university_id = ${caller.universityId}`
            : sql`true`
      const scope =
        caller.campusId !== null
          ? sql`campus_id = ${caller.campusId}`
          : caller.universityId !== null
            ? sql`university_id = ${caller.universityId}`
            : sql`true`
      // The cursor of page DEEP + 1, walked once.
      let cursor: string | null = null
      for (let i = 0; i < DEEP; i++) {
        cursor = (await get(`?limit=${LIMIT}${cursor ? `&after=${cursor}` : ''}`)).nextCursor
      }
      const keys = JSON.parse(Buffer.from(cursor!, 'base64url').toString()) as [
        string,
        string,
        number,
      ]
      const cases: [string, string, () => Promise<void>][] = [
        ['first page by name', '', () => plainPage(db, scope, { kept })],
        [
          'first page by name from Z',
          '&sort=-name',
          () => plainPage(db, scope, { descending: true, kept }),
        ],
        [
          `page ${DEEP + 1} by name (cursor)`,
          `&after=${cursor}`,
          () => plainPage(db, scope, { cursor: keys, kept }),
        ],
        [
          'filtered (fiscal year, female) with count',
          `&fiscalYearId=${fy!.id}&gender=female`,
          () => plainPage(db, sql`${scope} and fiscal_year_id = ${fy!.id} and gender = 'female'`),
        ],
        [
          'q = start of a name ("shar")',
          '&q=shar',
          () =>
            plainPage(db, scope, {
              anyOf: [
                sql`lower(first_name) like 'shar%'`,
                sql`(lower(last_name) collate "C") like 'shar%'`,
                sql`(lower(registration_no) = 'shar' or lower(roll_no) = 'shar' or lower(symbol_no) = 'shar')`,
              ],
            }),
        ],
        [
          'q = registration number',
          `&q=${reg}`,
          () =>
            plainPage(db, scope, {
              anyOf: [
                sql`lower(first_name) like lower(${`${reg}%`})`,
                sql`(lower(last_name) collate "C") like lower(${`${reg}%`})`,
                sql`(lower(registration_no) = lower(${reg}) or lower(roll_no) = lower(${reg})
                or lower(symbol_no) = lower(${reg}))`,
              ],
            }),
        ],
        [
          `q = two words ("${twoWords}")`,
          `&q=${encodeURIComponent(twoWords)}`,
          () => {
            const words = twoWords.split(' ')
            const pattern = `${words.join('% ')}%`
            return plainPage(db, scope, {
              anyOf: [
                sql`lower(first_name) like ${`${words[0]}%`}
                and lower(concat_ws(' ', first_name, middle_name, last_name)) like ${pattern}`,
                sql`(lower(last_name) collate "C") like ${`${words[0]}%`}
                and lower(concat_ws(' ', last_name, first_name, middle_name)) like ${pattern}`,
                sql`(lower(registration_no) = ${twoWords} or lower(roll_no) = ${twoWords}
                or lower(symbol_no) = ${twoWords})`,
              ],
            })
          },
        ],
      ]
      for (const [what, query, bare] of cases) {
        const url = `?limit=${LIMIT}${query}`
        let answer = await get(url)
        await bare() // warm-up of both
        const endpoint: number[] = []
        const sqlTimes: number[] = []
        // Alternately, so load from elsewhere on the machine hits both alike.
        for (let i = 0; i < RUNS; i++) {
          let started = performance.now()
          answer = await get(url)
          endpoint.push(performance.now() - started)
          started = performance.now()
          await bare()
          sqlTimes.push(performance.now() - started)
        }
        table.push({
          request: what,
          caller: label,
          'endpoint ms': median(endpoint),
          'plain SQL ms': median(sqlTimes),
          'endpoint/SQL': median(endpoint) / median(sqlTimes),
          'endpoint p95 ms': quantile(endpoint, 0.95),
          total: answer.totalCapped ? `over ${answer.total.toLocaleString('en')}` : answer.total,
        })
      }
    }
  } finally {
    await app.close()
    await database.close()
  }
  printTable(
    `Student register pages over ${STUDENTS.toLocaleString('en')} students (${kind}, median of ${RUNS}, alternately)`,
    table,
  )
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function studentsPagingOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url
    ? studentsPagingBenchmark('PostgreSQL', url)
    : rerunOnPostgres('students-paging-postgres')
}
