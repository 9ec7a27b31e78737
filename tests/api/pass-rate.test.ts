import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { examFixtures } from './exam-fixtures.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let f: Awaited<ReturnType<typeof examFixtures>>
let previousYear: number
let dalit: number

type Headers = Record<string, string>
type Cell = {
  fiscalYearId: number
  programId: number
  semester: number | null
  gender: string
  category: string
  source: string
  appeared: number
  passed: number
}
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const passRate = async (headers: Headers, query = '') => {
  const res = await send('GET', `/Report/PassRate?fiscalYearId=${f.fiscalYearId}${query}`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ previousFiscalYearId: number | null; classes: Cell[]; exams: object[] }>()
}
/** The program's cells of the report, without the ones other tests of the file add. */
const ofProgram = (cells: Cell[]) => cells.filter((c) => c.programId === f.programId)
const totalBody = (overrides: object = {}) => ({
  programId: f.programId,
  semester: 2,
  fiscalYearId: f.fiscalYearId,
  gender: 'female',
  category: 'dalit',
  appeared: 10,
  passed: 7,
  ...overrides,
})

beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  f = await examFixtures(api, callers.college)
  const [previous] = await api.db
    .select()
    .from(t.fiscalYears)
    .where(eq(t.fiscalYears.name, '2081/82'))
  previousYear = previous!.id
  const [group] = await api.db
    .select()
    .from(t.ethnicGroups)
    .where(eq(t.ethnicGroups.ethnicGroupName, 'Dalit'))
  dalit = group!.id
})
afterAll(() => api.close())

describe('pass rate from published results', () => {
  let exam: number
  let failing: number

  it('counts who sat a paper and who passed every paper, as the result does; withheld in neither', async () => {
    const student = f.enrol
    // A Dalit woman passes every paper; a man fails one; a man is absent from all; one is withheld.
    const passes = await student({ gender: 'female', ethnicGroupId: dalit })
    const fails = await student({ gender: 'male' })
    failing = fails
    const absent = await student({ gender: 'male' })
    const withheld = await student({ gender: 'female', ethnicGroupId: dalit })
    const created = await send('POST', '/Exam', callers.college, f.examBody())
    expect(created.statusCode, created.body).toBe(201)
    exam = created.json<{ id: number }>().id
    for (const [i, subjectId] of f.subjects.entries()) {
      const saved = await send('POST', `/Exam/${exam}/Marks`, callers.college, {
        subjectId,
        rows: [
          { studentId: passes, theory: 50, internal: 15 },
          { studentId: fails, theory: i === 1 ? 29 : 50, internal: 15 },
          { studentId: absent, absent: true },
          { studentId: withheld, theory: 60, internal: 20, withheld: i === 2 },
        ],
      })
      expect(saved.statusCode, saved.body).toBe(200)
    }
    // Not published yet: not counted.
    expect(ofProgram((await passRate(callers.college)).classes)).toEqual([])
    expect((await send('POST', `/Exam/${exam}/Publish`, callers.college)).statusCode).toBe(200)

    const report = await passRate(callers.college)
    expect(report.previousFiscalYearId).toBe(previousYear)
    expect(ofProgram(report.classes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          semester: 1,
          gender: 'female',
          category: 'dalit',
          source: 'results',
          appeared: 1,
          passed: 1,
        }),
        expect.objectContaining({
          semester: 1,
          gender: 'male',
          category: 'not-recorded',
          source: 'results',
          appeared: 1,
          passed: 0,
        }),
      ]),
    )
    expect(ofProgram(report.classes)).toHaveLength(2)
    expect(report.exams).toContainEqual({ examId: exam, campusId: 78, appeared: 2, passed: 1 })

    // The result screen's outcomes agree: one passed, one withheld, the rest failed.
    const res = await send('GET', `/Exam/${exam}/Result`, callers.college)
    const result = res.json<{ students: { studentId: number; outcome: string }[] }>()
    const outcome = (id: number) => result.students.find((s) => s.studentId === id)?.outcome
    expect([passes, fails, absent, withheld].map(outcome)).toEqual([
      'passed',
      'failed',
      'failed',
      'withheld',
    ])
  })

  it('a correction after publishing moves the count', async () => {
    const corrected = await send('POST', `/Exam/${exam}/MarkCorrection`, callers.college, {
      subjectId: f.subjects[1],
      studentId: failing,
      theory: 31,
      internal: 15,
      reason: 'Re-totalling found two marks',
    })
    expect(corrected.statusCode, corrected.body).toBe(201)
    const report = await passRate(callers.college)
    expect(report.exams).toContainEqual({ examId: exam, campusId: 78, appeared: 2, passed: 2 })
  })

  it('are kept per student at publishing; the migration computes the same for older exams', async () => {
    const kept = () =>
      api.db.select().from(t.examOutcomes).orderBy(t.examOutcomes.examId, t.examOutcomes.studentId)
    const before = await kept()
    expect(before.filter((o) => o.examId === exam)).toHaveLength(4)
    // Migration 0023's backfill, run again over the same published exams.
    const migration = readFileSync('server/db/migrations/0023_exam_outcomes.sql', 'utf8')
    const backfill = migration.split('--> statement-breakpoint').at(-1)!
    await api.db.delete(t.examOutcomes)
    await api.db.execute(sql.raw(backfill))
    expect(await kept()).toEqual(before)
  })
})

describe('result totals', () => {
  it('are counted for a class with no published final exam, per gender and category', async () => {
    const created = await send('POST', '/ResultTotal', callers.college, totalBody())
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ campusId: 78, universityId: 1, appeared: 10, passed: 7 })
    const cells = ofProgram((await passRate(callers.college)).classes)
    expect(cells).toContainEqual(
      expect.objectContaining({
        semester: 2,
        gender: 'female',
        category: 'dalit',
        source: 'totals',
        appeared: 10,
        passed: 7,
      }),
    )
  })

  it('of a class whose own final exam is published are left out: the results count', async () => {
    const created = await send('POST', '/ResultTotal', callers.college, totalBody({ semester: 1 }))
    expect(created.statusCode, created.body).toBe(201)
    const cells = ofProgram((await passRate(callers.college)).classes)
    expect(cells.filter((c) => c.semester === 1).map((c) => c.source)).toEqual([
      'results',
      'results',
    ])
  })

  it('of the year before are answered beside this year', async () => {
    const created = await send(
      'POST',
      '/ResultTotal',
      callers.college,
      totalBody({ fiscalYearId: previousYear, appeared: 8, passed: 4 }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const cells = ofProgram((await passRate(callers.college)).classes)
    expect(cells).toContainEqual(
      expect.objectContaining({ fiscalYearId: previousYear, semester: 2, appeared: 8, passed: 4 }),
    )
  })

  it('refuse a duplicate, more passed than appeared and a term of the wrong kind, writing nothing', async () => {
    const before = (await api.db.select().from(t.resultTotals)).length
    const duplicate = await send('POST', '/ResultTotal', callers.college, totalBody())
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().existingId).toEqual(expect.any(Number))
    const more = await send(
      'POST',
      '/ResultTotal',
      callers.college,
      totalBody({ gender: 'male', passed: 11 }),
    )
    expect(more.statusCode).toBe(400)
    expect(more.json().errors).toContainEqual(expect.objectContaining({ field: 'passed' }))
    const year = await send(
      'POST',
      '/ResultTotal',
      callers.college,
      totalBody({ gender: 'male', semester: null, year: 1 }),
    )
    expect(year.statusCode).toBe(400)
    expect(year.json().errors).toContainEqual(expect.objectContaining({ field: 'semester' }))
    const negative = await send(
      'POST',
      '/ResultTotal',
      callers.college,
      totalBody({ gender: 'male', appeared: -1 }),
    )
    expect(negative.statusCode).toBe(400)
    expect((await api.db.select().from(t.resultTotals)).length).toBe(before)
  })

  it('a university reads but does not write; another campus sees none of them', async () => {
    expect(
      (await send('POST', '/ResultTotal', callers.uniAdmin, totalBody({ gender: 'other' })))
        .statusCode,
    ).toBe(403)
    const listed = await send('GET', '/ResultTotal', callers.uniAdmin)
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ programId: f.programId })]),
    )
    const other = await send('GET', '/ResultTotal', callers.otherCampus)
    expect(other.json().filter((r: { campusId: number }) => r.campusId === 78)).toEqual([])
  })
})

describe('the report', () => {
  it('counts within the caller scope: its university and the commission see the campus, others none', async () => {
    expect(ofProgram((await passRate(callers.uniAdmin)).classes).length).toBeGreaterThan(0)
    expect(ofProgram((await passRate(callers.superAdmin)).classes).length).toBeGreaterThan(0)
    expect(ofProgram((await passRate(callers.otherCampus)).classes)).toEqual([])
    expect(ofProgram((await passRate(callers.otherUniAdmin)).classes)).toEqual([])
    // A filter outside the scope counts nothing, never another institution's rows.
    expect(ofProgram((await passRate(callers.otherUniAdmin, '&campusId=78')).classes)).toEqual([])
    expect(ofProgram((await passRate(callers.superAdmin, '&campusId=79')).classes)).toEqual([])
  })

  it('answers 404 for a fiscal year that does not exist and 400 without one', async () => {
    expect(
      (await send('GET', '/Report/PassRate?fiscalYearId=99999', callers.college)).statusCode,
    ).toBe(404)
    expect((await send('GET', '/Report/PassRate', callers.college)).statusCode).toBe(400)
    expect(
      (await send('GET', `/Report/PassRate?fiscalYearId=${f.fiscalYearId}`, {})).statusCode,
    ).toBe(401)
  })
})
