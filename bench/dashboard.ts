// Dashboard reports over 500,000 students: each report endpoint (through the whole server: token,
// validation, handler, JSON) next to the same aggregation written as plain SQL and run in the same
// process on the same database, and their ratio. Median of 5 runs after one warm-up. On PGlite (a
// data dir kept between runs) and on PostgreSQL (a throwaway server, filled on each run).
import { sql, type SQL } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import type { Db } from '../server/db/connect.ts'
import { rerunOnPostgres } from './processes.ts'
import { openStudentsDatabase } from './students-database.ts'
import { RUNS, sideBySide, signedIn } from './side-by-side.ts'
import { printTable, type Row } from './table.ts'

const STUDENTS = 500_000

const ageBuckets = sql`case when a < 20 then 1 when a < 25 then 2 when a < 30 then 3 when a < 35 then 4 else 5 end`
/** The plain SQL of each report for a caller scope (`true` for the commission). */
const reports: { path: string; raw: (scope: SQL) => SQL; commissionOnly?: boolean }[] = [
  {
    path: '/api/Dashboard/Report/GetStudentsByAgeGroupForUgc',
    commissionOnly: true,
    raw: (scope) => sql`select ${ageBuckets} as bucket, gender, count(*) from
      (select s.gender, extract(year from age(current_date, s.date_of_birth)) as a from students s
       where s.status and ${scope}) x group by 1, 2`,
  },
  {
    path: '/api/Dashboard/College/GetGraduationByGender',
    raw: (scope) => sql`select s.gender, count(*) from graduations g
      join students s on s.id = g.student_id where ${scope} group by 1`,
  },
  {
    path: '/api/Dashboard/College/GetGraduationByEthnicity',
    raw: (scope) => sql`select s.ethnic_group_id, count(*) from graduations g
      join students s on s.id = g.student_id where ${scope} group by 1`,
  },
  {
    path: '/api/Dashboard/GetStudentsDropOutReport',
    raw: (scope) => sql`select p.level_id, count(*), count(d.id) from students s
      join programs p on p.id = s.program_id left join dropouts d on d.student_id = s.id
        and d.readmitted_on is null
      where ${scope} group by 1`,
  },
  {
    path: '/api/Graduation/GetGraduationOfFiscalYear',
    raw: (scope) => sql`select g.fiscal_year_id, s.gender, count(*) from graduations g
      join students s on s.id = g.student_id where ${scope} group by 1, 2`,
  },
  {
    path: '/api/DropOut/GetDropoutOfFiscalYear',
    raw: (scope) => sql`select d.fiscal_year_id, s.gender, count(*) from dropouts d
      join students s on s.id = d.student_id where d.readmitted_on is null and ${scope}
      group by 1, 2`,
  },
]

/** The benchmark on one database: `databaseUrl` for PostgreSQL, none for PGlite. */
export async function dashboardBenchmark(
  kind: 'PGlite' | 'PostgreSQL' = 'PGlite',
  databaseUrl?: string,
) {
  const database = await openStudentsDatabase(databaseUrl, STUDENTS)
  const db: Db = database.db
  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: 78, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })
  const callers = [
    { account: 'ugcadmin', label: 'commission (all campuses)', scope: sql`true` },
    { account: 'collegeadmin', label: 'campus 78', scope: sql`s.campus_id = 78` },
  ]
  const rows: Row[] = []
  try {
    for (const caller of callers) {
      const headers = await signedIn(app, caller.account)
      for (const report of reports) {
        if (report.commissionOnly && caller.account !== 'ugcadmin') continue
        const [endpoint, raw] = await sideBySide(
          async () => {
            const res = await app.inject({ method: 'GET', url: report.path, headers })
            if (res.statusCode !== 200) throw new Error(`${report.path}: ${res.statusCode}`)
          },
          () => db.execute(report.raw(caller.scope)),
        )
        rows.push({
          report: report.path.replace('/api/', 'GET '),
          caller: caller.label,
          'endpoint ms': endpoint,
          'plain SQL ms': raw,
          'endpoint/SQL': endpoint / raw,
        })
      }
    }
  } finally {
    await app.close()
    await database.close()
  }
  printTable(
    `Dashboard reports over ${STUDENTS.toLocaleString('en')} students (${kind}, median of ${RUNS}, run alternately)`,
    rows,
  )
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function dashboardOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? dashboardBenchmark('PostgreSQL', url) : rerunOnPostgres('dashboard-postgres')
}
