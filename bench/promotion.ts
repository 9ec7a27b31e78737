// Upgrade (issue 12): one class of 2,000 students moved up a semester in one request, and the
// promotion undone, through the whole server (token, validation, the all-or-nothing handler, JSON),
// on the 500,000 students of the dashboard's database. Each promotion locks and reads the 2,000,
// updates them, records them as they were; each undo checks and restores them. Median of 5 pairs
// after one warm-up pair. On PGlite and on PostgreSQL (a throwaway server, filled on each run).
import { and, eq, like, sql } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import { collegePrograms, fiscalYears, programs, students } from '../server/db/schema.ts'
import { rerunOnPostgres } from './processes.ts'
import { openStudentsDatabase } from './students-database.ts'
import { median, printTable } from './table.ts'

const STUDENTS = 500_000
const CLASS = 2_000
const CAMPUS = 78
const RUNS = 5
const MARK = 'PROMOTION-BENCH-'

type Promoted = { applied: boolean; promotionId: number | null; counts: { promoted: number } }

export async function promotionBenchmark(
  kind: 'PGlite' | 'PostgreSQL' = 'PGlite',
  databaseUrl?: string,
) {
  const database = await openStudentsDatabase(databaseUrl, STUDENTS)
  const { db } = database
  // The class: 2,000 active first-semester students of one of the campus's semester programs.
  const [program] = await db
    .select({ id: programs.id })
    .from(collegePrograms)
    .innerJoin(programs, eq(programs.id, collegePrograms.programId))
    .where(and(eq(collegePrograms.campusId, CAMPUS), eq(programs.programType, 'semester')))
    .limit(1)
  const [fy] = await db.select({ id: fiscalYears.id }).from(fiscalYears).limit(1)
  await db.delete(students).where(like(students.registrationNo, `${MARK}%`))
  const ids = (
    await db
      .insert(students)
      .values(
        Array.from({ length: CLASS }, (_, i) => ({
          universityId: 1,
          campusId: CAMPUS,
          programId: program!.id,
          fiscalYearId: fy!.id,
          firstName: 'Bench',
          lastName: `Student ${i}`,
          gender: i % 2 ? ('female' as const) : ('male' as const),
          dateOfBirth: '2004-01-01',
          registrationNo: `${MARK}${i}`,
          semester: 1,
        })),
      )
      .returning({ id: students.id })
  ).map((r) => r.id)
  await db.execute(sql`analyze students`)

  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: CAMPUS, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })
  const promote: number[] = []
  const undo: number[] = []
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { email: 'collegeadmin@hemis.local', password: 'Demo@12345' },
    })
    const headers = {
      authorization: `Bearer ${login.json<{ tokenString: string }>().tokenString}`,
    }
    const post = async (url: string, payload?: object) => {
      const started = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        ...(payload ? { payload } : {}),
      })
      const ms = performance.now() - started
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
      return { ms, answer: res.json<Promoted>() }
    }
    for (let run = 0; run <= RUNS; run++) {
      const promoted = await post('/Student/Promote', { ids })
      if (!promoted.answer.applied || promoted.answer.counts.promoted !== CLASS)
        throw new Error(`the promotion was not applied: ${JSON.stringify(promoted.answer.counts)}`)
      const undone = await post(`/Student/Promote/${promoted.answer.promotionId}/Undo`)
      if (run === 0) continue // the warm-up pair
      promote.push(promoted.ms)
      undo.push(undone.ms)
    }
  } finally {
    await app.close()
    await db.delete(students).where(like(students.registrationNo, `${MARK}%`))
    await database.close()
  }
  printTable(
    `A class of ${CLASS.toLocaleString('en')} students among ${STUDENTS.toLocaleString('en')} (${kind}, median of ${RUNS})`,
    [
      { request: `POST /Student/Promote (${CLASS.toLocaleString('en')} ids)`, ms: median(promote) },
      { request: 'POST /Student/Promote/{id}/Undo', ms: median(undo) },
    ],
  )
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function promotionOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? promotionBenchmark('PostgreSQL', url) : rerunOnPostgres('promotion-postgres')
}
