// What the dropout and graduation tests share: the callers and programs, a new student of a campus
// (entered through the API, enrolled in 2082/83), and the student's state to check that a refused
// request wrote nothing.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { fiscalYearBody, studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'
import type { Row } from './register-pages.ts'

type Headers = Record<string, string>

/** The ISO date `days` days from today (negative: ago). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The callers of the register tests, the Student role, and the programs and fiscal years the
 * outcome tests enrol students in: `const f = await outcomeFixtures(api)`.
 */
export async function outcomeFixtures(api: Api) {
  const callers = await registerCallers(api)
  const db = api.db
  const [fy] = await db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2082/83'))
  const [nextFy] = await db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2083/84'))
  // An old fiscal year with a gap after it: a date in the gap is in no fiscal year.
  const [oldFy] = await db.insert(t.fiscalYears).values(fiscalYearBody(2070)).returning()
  const programOf = async (name: string) =>
    (await db.select().from(t.programs).where(eq(t.programs.programName, name)))[0]!.id
  const ids = {
    fy: fy!.id,
    nextFy: nextFy!.id,
    oldFy: oldFy!.id,
    // Offered at campus 78 and 79 both.
    semesterProgram: await programOf('Master of Business Studies'),
    annualProgram: await programOf('Bachelor of Business Studies'),
  }
  const send = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Headers,
    payload?: object,
  ) => api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })

  /**
   * A new student of the caller's campus, enrolled in 2082/83 in a semester program, in its last
   * semester (the two-year MBS's fourth), so the student may graduate (decisions 0225, 0412).
   */
  const newStudent = async (
    headers: Headers = callers.college,
    overrides: Record<string, unknown> = {},
  ) => {
    const res = await send(
      'POST',
      '/Student',
      headers,
      studentBody(
        { programId: ids.semesterProgram, fiscalYearId: ids.fy },
        {
          ...(overrides.semester === undefined && overrides.year === undefined && { semester: 4 }),
          ...overrides,
        },
      ),
    )
    expect(res.statusCode, res.body).toBe(201)
    return res.json<Row>()
  }
  /** The student's enrolment status and version as stored. */
  const stateOf = async (studentId: number) => {
    const [row] = await db
      .select({ enrolmentStatus: t.students.enrolmentStatus, version: t.students.version })
      .from(t.students)
      .where(eq(t.students.id, studentId))
    return row!
  }
  /** Sets a student's status behind the API (a transfer, which no operation records yet). */
  const setStatus = (studentId: number, status: (typeof t.enrolmentStatuses)[number]) =>
    db.update(t.students).set({ enrolmentStatus: status }).where(eq(t.students.id, studentId))
  const rowsOf = async (table: typeof t.dropouts | typeof t.graduations) =>
    (await db.select({ n: count() }).from(table))[0]!.n
  return {
    ...callers,
    student: await api.as('student'),
    ids,
    send,
    newStudent,
    stateOf,
    setStatus,
    rowsOf,
  }
}

/**
 * A file's API and fixtures, started before its tests and closed after them; read inside a test:
 * `const suite = outcomeSuite()`, then `suite.f.newStudent()`, `suite.api.db`.
 */
export function outcomeSuite() {
  const suite = {} as { api: Api; f: Awaited<ReturnType<typeof outcomeFixtures>> }
  beforeAll(async () => {
    suite.api = await startApi()
    suite.f = await outcomeFixtures(suite.api)
  })
  afterAll(() => suite.api.close())
  return suite
}
