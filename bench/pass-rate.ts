// The pass rate (decision 0223) over 500,000 students and 3 million subject results: the endpoint
// (through the whole server: token, validation, handler, JSON) next to the same queries run as plain
// SQL in the same process on the same database, and their ratio. Median of 5 runs after one warm-up,
// run alternately. On the dashboard benchmark's students, each campus's program given one published
// final exam of six papers in 2082/83, and every student six marks in it.
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import type { Db } from '../server/db/connect.ts'
import { outcomesSql } from '../server/repositories/exam-outcomes.ts'
import { examsQuery, resultCellsQuery, totalsQuery } from '../server/repositories/pass-rate.ts'
import { reportScope, rows } from '../server/repositories/report-sql.ts'
import { rerunOnPostgres } from './processes.ts'
import { openStudentsDatabase } from './students-database.ts'
import { reportCallers, RUNS, sideBySide, signedIn } from './side-by-side.ts'
import { printTable, type Row } from './table.ts'

const STUDENTS = 500_000
const PAPERS = 6

/** One published final exam a campus's program, six papers, six marks a student (once). */
async function fillResults(db: Db) {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from marks`,
  )
  if (n >= STUDENTS * PAPERS * 0.9) return
  const started = Date.now()
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from marks`)
    await tx.execute(sql`delete from exam_appearances`)
    await tx.execute(sql`delete from mark_corrections`)
    await tx.execute(sql`delete from exams`)
    // Six first-semester papers a program that has none.
    await tx.execute(sql`insert into subjects (program_id, subject_name, subject_type, short_name, code, semester)
      select p.id, 'Bench paper ' || g, 'regular', 'BP' || g, 'BENCH-' || g, 1
      from programs p cross join generate_series(1, ${PAPERS}) g
      where not exists (select 1 from subjects s where s.program_id = p.id and s.code = 'BENCH-' || g)`)
    await tx.execute(sql`insert into batches (campus_id, program_id, batch_name, batch_year)
      select distinct s.campus_id, s.program_id, 'Bench ' || s.campus_id || '-' || s.program_id, 2082
      from students s
      on conflict do nothing`)
    await tx.execute(sql`insert into exams (university_id, campus_id, program_id, batch_id, semester,
        exam_type_id, fiscal_year_id, start_date, end_date, routine, published_at)
      select c.university_id, c.campus_id, c.program_id, b.id, 1,
        (select id from exam_types where kind = 'final' order by id limit 1),
        (select id from fiscal_years where name = '2082/83'),
        date '2026-04-23', date '2026-05-03',
        (select jsonb_agg(jsonb_build_object('subjectId', su.id, 'examDate', '2026-04-23',
           'startTime', '07:00', 'theoryFull', 75, 'theoryPass', 30, 'practicalFull', 0,
           'practicalPass', 0, 'internalFull', 25, 'internalPass', 10) order by su.id)
         from subjects su where su.program_id = c.program_id and su.code like 'BENCH-%'),
        now()
      from (select distinct university_id, campus_id, program_id from students) c
      join batches b on b.campus_id = c.campus_id and b.program_id = c.program_id
        and b.batch_name = 'Bench ' || c.campus_id || '-' || c.program_id`)
    // A published exam's marks are locked by a trigger: written as a correction's transaction is.
    await tx.execute(sql`select set_config('hemis.mark_correction', 'on', true)`)
    await tx.execute(sql`insert into marks (exam_id, subject_id, student_id, theory, internal, absent)
      select e.id, su.id, s.id,
        case when (s.id + su.id) % 17 = 0 then null else 20 + (s.id * 7 + su.id * 13) % 56 end,
        case when (s.id + su.id) % 17 = 0 then null else 8 + (s.id + su.id) % 18 end,
        (s.id + su.id) % 17 = 0
      from students s
      join exams e on e.campus_id = s.campus_id and e.program_id = s.program_id
      join subjects su on su.program_id = s.program_id and su.code like 'BENCH-%'`)
    // Each student's outcome, as publishing keeps it (decision 0226).
    await tx.execute(outcomesSql(sql`e.published_at is not null`))
  })
  await db.execute(sql`vacuum analyze`)
  const [{ m } = { m: 0 }] = await rows<{ m: number }>(
    db,
    sql`select count(*)::int as m from marks`,
  )
  console.log(
    `generated ${m.toLocaleString('en')} subject results in ${(Date.now() - started) / 1000} s`,
  )
}

export async function passRateBenchmark(
  kind: 'PGlite' | 'PostgreSQL' = 'PGlite',
  databaseUrl?: string,
) {
  const database = await openStudentsDatabase(databaseUrl, STUDENTS)
  const db: Db = database.db
  await fillResults(db)
  const [fy] = await rows<{ id: number; previous: number }>(
    db,
    sql`select f.id, (select p.id from fiscal_years p where p.start_date < f.start_date
      order by p.start_date desc limit 1) as previous from fiscal_years f where f.name = '2082/83'`,
  )
  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: 78, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })
  const years = [fy!.id, fy!.previous]
  const table: Row[] = []
  try {
    for (const { account, label, caller } of reportCallers) {
      const headers = await signedIn(app, account)
      const url = `/api/Report/PassRate?fiscalYearId=${fy!.id}`
      const [endpoint, raw] = await sideBySide(
        async () => {
          const res = await app.inject({ method: 'GET', url, headers })
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
        },
        () =>
          Promise.all([
            db.execute(examsQuery(years, reportScope('e', caller, {}))),
            db.execute(resultCellsQuery(years, reportScope('e', caller, {}))),
            db.execute(totalsQuery(years, reportScope('r', caller, {}))),
          ]),
      )
      table.push({
        report: 'GET /Report/PassRate',
        caller: label,
        'endpoint ms': endpoint,
        'plain SQL ms': raw,
        'endpoint/SQL': endpoint / raw,
      })
    }
  } finally {
    await app.close()
    await database.close()
  }
  printTable(
    `Pass rate over ${STUDENTS.toLocaleString('en')} students and ${(STUDENTS * PAPERS).toLocaleString('en')} subject results (${kind}, median of ${RUNS}, run alternately)`,
    table,
  )
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function passRateOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? passRateBenchmark('PostgreSQL', url) : rerunOnPostgres('pass-rate-postgres')
}
