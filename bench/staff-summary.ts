// The staff summaries over 50,000 employees and 500,000 students: each endpoint (through the whole
// server: token, validation, handler, JSON) next to the same aggregation queries run as plain SQL in
// the same process on the same database, and their ratio. Median of 5 runs after one warm-up, run
// alternately. On the dashboard benchmark's database (PGlite data dir kept between runs, or a
// throwaway PostgreSQL server), its demo employees replaced by 50,000 generated ones.
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import type { Caller } from '../server/auth/token.ts'
import type { Db } from '../server/db/connect.ts'
import { generateEmployees } from '../server/db/seed/employees.ts'
import { reportScope, rows } from '../server/repositories/report-sql.ts'
import {
  cellsQuery,
  qualificationQuery,
  studentsQuery,
  teachersByFacultyQuery,
  headcountQuery,
  type StaffType,
} from '../server/repositories/staff-summary.ts'
import { rerunOnPostgres } from './processes.ts'
import { openStudentsDatabase } from './students-database.ts'
import { reportCallers, RUNS, sideBySide, signedIn } from './side-by-side.ts'
import { printTable, type Row } from './table.ts'

const STUDENTS = 500_000
const EMPLOYEES = 50_000

/** Replaces the employees with `EMPLOYEES` generated ones, spread over the campuses with students. */
async function fillEmployees(db: Db) {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employees`,
  )
  if (n >= EMPLOYEES) return
  const started = Date.now()
  const [{ campuses } = { campuses: 1 }] = await rows<{ campuses: number }>(
    db,
    sql`select count(distinct campus_id)::int as campuses from students`,
  )
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from employees`)
    await generateEmployees(tx, Math.ceil(EMPLOYEES / campuses))
  })
  await db.execute(sql`vacuum analyze employees`)
  console.log(
    `generated ${EMPLOYEES.toLocaleString('en')} employees in ${(Date.now() - started) / 1000} s`,
  )
}

/** The summary's queries as the repository writes them, without the server around them. */
const plain = (db: Db, caller: Caller, type: StaffType) => () => {
  const staff = reportScope('e', caller, {})
  return Promise.all([
    db.execute(cellsQuery(type, staff)),
    db.execute(qualificationQuery(type, staff)),
    db.execute(studentsQuery(reportScope('s', caller, {}), type === 'teaching')),
    type === 'teaching' ? db.execute(teachersByFacultyQuery(staff)) : undefined,
    db.execute(headcountQuery(type, staff)),
  ])
}

export async function staffSummaryBenchmark(
  kind: 'PGlite' | 'PostgreSQL' = 'PGlite',
  databaseUrl?: string,
) {
  const database = await openStudentsDatabase(databaseUrl, STUDENTS)
  const db: Db = database.db
  await fillEmployees(db)
  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: 78, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })
  const table: Row[] = []
  try {
    for (const { account, label, caller } of reportCallers) {
      const headers = await signedIn(app, account)
      for (const [type, path] of [
        ['teaching', '/api/Report/TeachingStaffSummary'],
        ['non-teaching', '/api/Report/NonTeachingStaffSummary'],
      ] as const) {
        const [endpoint, raw] = await sideBySide(
          async () => {
            const res = await app.inject({ method: 'GET', url: path, headers })
            if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
          },
          plain(db, caller, type),
        )
        table.push({
          report: path.replace('/api/', 'GET '),
          caller: label,
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
    `Staff summaries over ${EMPLOYEES.toLocaleString('en')} employees and ${STUDENTS.toLocaleString('en')} students (${kind}, median of ${RUNS}, run alternately)`,
    table,
  )
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function staffSummaryOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? staffSummaryBenchmark('PostgreSQL', url) : rerunOnPostgres('staff-summary-postgres')
}
