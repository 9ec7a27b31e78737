// The dashboard figures are counts of real rows: adding a student, a graduation and a dropout moves
// each report by exactly that, within the caller's scope.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campuses, dropouts, fiscalYears, graduations, students } from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let college: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
})
afterAll(() => api.close())

const get = async (url: string, headers = college) =>
  (await api.app.inject({ method: 'GET', url: `/api${url}`, headers })).json()

describe('dashboard reports', () => {
  it('move by exactly the rows added, for the campus that owns them', async () => {
    const [fy] = await api.db.select().from(fiscalYears).where(eq(fiscalYears.name, '2082/83'))
    const [campus] = await api.db.select().from(campuses).where(eq(campuses.id, 78))
    const [anyStudent] = await api.db
      .select()
      .from(students)
      .where(eq(students.campusId, 78))
      .limit(1)
    const gender = `/Dashboard/College/GetGraduationByGender?fiscalyearid=${fy!.id}`
    const series = '/Graduation/GetGraduationOfFiscalYear'
    const dropSeries = '/DropOut/GetDropoutOfFiscalYear'
    const ages = `/Dashboard/Report/GetStudentsByAgeGroupForUni?fiscalyearid=${fy!.id}`
    const summary = `/Dashboard/Summary?fiscalyearid=${fy!.id}`
    const uni = await api.as('uniadmin')
    const before = {
      summary: await get(summary),
      campusAges: await get(ages),
      gender: await get(gender),
      series: await get(series),
      drops: await get(dropSeries),
      ages: await get(ages, uni),
      otherCampus: await get(gender, await api.as('superadmin')),
    }

    // Two new students of campus 78 born 2006-01-01: 19 on 2025-07-17, the first day of 2082/83.
    const added = await api.db
      .insert(students)
      .values(
        ['a', 'b'].map((n) => ({
          universityId: campus!.universityId,
          campusId: campus!.id,
          programId: anyStudent!.programId,
          fiscalYearId: fy!.id,
          firstName: `Test ${n}`,
          lastName: 'Student',
          gender: 'other' as const,
          dateOfBirth: '2006-01-01',
        })),
      )
      .returning({ id: students.id })
    const owner = { universityId: campus!.universityId, campusId: campus!.id }
    await api.db.insert(graduations).values({
      ...owner,
      studentId: added[0]!.id,
      fiscalYearId: fy!.id,
      graduatedOn: '2026-01-10',
      degree: 'Bachelor of Testing',
    })
    await api.db.insert(dropouts).values({
      ...owner,
      studentId: added[1]!.id,
      fiscalYearId: fy!.id,
      droppedOn: '2026-01-10',
      reason: 'unknown',
      serial: 10_000,
    })

    const after = {
      summary: await get(summary),
      campusAges: await get(ages),
      gender: await get(gender),
      series: await get(series),
      drops: await get(dropSeries),
      ages: await get(ages, uni),
      otherCampus: await get(gender, await api.as('superadmin')),
    }
    const other = (r: { rows: { gender: string; count: number }[] }) =>
      r.rows.find((x) => x.gender === 'other')!.count
    expect(after.gender.total).toBe(before.gender.total + 1)
    expect(other(after.gender)).toBe(other(before.gender) + 1)
    const yearRow = (r: { rows: { fiscalYear: string; other: number; total: number }[] }) =>
      r.rows.find((x) => x.fiscalYear === '2082/83')!
    expect(yearRow(after.series).total).toBe(yearRow(before.series).total + 1)
    expect(yearRow(after.drops).other).toBe(yearRow(before.drops).other + 1)
    const below20 = (r: { rows: { ageGroup: string; other: number }[] }) =>
      r.rows.find((x) => x.ageGroup === 'Below 20')!.other
    expect(below20(after.ages)).toBe(below20(before.ages) + 2)
    expect(after.otherCampus.total).toBe(before.otherCampus.total + 1)
    expect(after.campusAges.total).toBe(before.campusAges.total + 2)
    expect(after.summary.current).toEqual({
      ...before.summary.current,
      students: before.summary.current.students + 2,
      graduates: before.summary.current.graduates + 1,
      dropouts: before.summary.current.dropouts + 1,
    })
    expect(after.summary.previous).toEqual(before.summary.previous)
  })

  it('a campus sees only its own graduates; the commission sees all', async () => {
    const own = await get('/Dashboard/College/GetGraduationByGender')
    const all = await get('/Dashboard/College/GetGraduationByGender', await api.as('ugcadmin'))
    expect(own.total).toBeGreaterThan(0)
    expect(all.total).toBeGreaterThan(own.total)
  })

  it('a campus role gets only its campus, whatever filter it sends', async () => {
    const ugc = await api.as('ugcadmin')
    const drop = '/Dashboard/GetStudentsDropOutReport'
    for (const account of ['collegeadmin', 'collegeuser']) {
      const headers = await api.as(account)
      expect(await get(drop, headers)).toMatchObject(without(await get(`${drop}?campusId=78`, ugc)))
      // Another campus's id counts nothing rather than that campus's students.
      const other = await get(`${drop}?campusId=79`, headers)
      expect(other.totalEnrolled).toBe(0)
      const ages = await get('/Dashboard/Report/GetStudentsByAgeGroupForUni?university=2', headers)
      expect(ages.total).toBe(0)
      const series = await get('/Graduation/GetGraduationOfFiscalYear?campusId=79', headers)
      expect(series.rows.every((r: { total: number }) => r.total === 0)).toBe(true)
    }
  })

  it('each report honours its filters for every staff role', async () => {
    const [fy] = await api.db.select().from(fiscalYears).where(eq(fiscalYears.name, '2081/82'))
    for (const account of ['superadmin', 'uniadmin', 'collegeadmin']) {
      const headers = await api.as(account)
      const all = await get('/Dashboard/College/GetGraduationByGender', headers)
      const oneYear = await get(
        `/Dashboard/College/GetGraduationByGender?fiscalyearid=${fy!.id}`,
        headers,
      )
      const series = await get('/Graduation/GetGraduationOfFiscalYear', headers)
      const yearRow = series.rows.find((r: { fiscalYear: string }) => r.fiscalYear === '2081/82')
      expect(oneYear.total, account).toBe(yearRow.total)
      expect(oneYear.total, account).toBeLessThan(all.total)
      const constituent = await get(
        '/Dashboard/College/GetGraduationByEthnicity?campustype=constituent',
        headers,
      )
      expect(constituent.total, account).toBeLessThanOrEqual(all.total)
      const levels = await get('/Dashboard/GetStudentsDropOutReport', headers)
      const firstLevel = levels.rows[0]
      const oneLevel = await get(
        `/Dashboard/GetStudentsDropOutReport?LevelId=${firstLevel.levelId}`,
        headers,
      )
      expect(oneLevel.rows, account).toEqual([firstLevel])
    }
  })

  it('the summary counts the same rows as the reports, with the year before', async () => {
    const [fy] = await api.db.select().from(fiscalYears).where(eq(fiscalYears.name, '2082/83'))
    for (const account of ['ugcadmin', 'uniadmin', 'collegeuser']) {
      const headers = await api.as(account)
      const summary = await get(`/Dashboard/Summary?fiscalyearid=${fy!.id}`, headers)
      expect(summary.fiscalYear).toBe('2082/83')
      expect(summary.previousFiscalYear).toBe('2081/82')
      const ages = await get(
        `/Dashboard/Report/GetStudentsByAgeGroupForUni?fiscalyearid=${fy!.id}`,
        headers,
      )
      const gender = await get(
        `/Dashboard/College/GetGraduationByGender?fiscalyearid=${fy!.id}`,
        headers,
      )
      const drops = await get('/DropOut/GetDropoutOfFiscalYear', headers)
      const row = (name: string) =>
        drops.rows.find((r: { fiscalYear: string }) => r.fiscalYear === name)
      expect(summary.current.students, account).toBe(ages.total)
      expect(summary.current.graduates, account).toBe(gender.total)
      expect(summary.current.dropouts, account).toBe(row('2082/83').total)
      expect(summary.previous.dropouts, account).toBe(row('2081/82').total)
    }
    // Without a choice: the current fiscal year.
    expect((await get('/Dashboard/Summary')).fiscalYear).toBe('2083/84')
    const first = await get('/Dashboard/Summary?fiscalyearid=1')
    expect(first.previous).toBeNull()
    const missing = await api.app.inject({
      method: 'GET',
      url: '/api/Dashboard/Summary?fiscalyearid=9999',
      headers: college,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('a student reads only their own enrolment, and no campus figures', async () => {
    const headers = await api.as('student')
    const mine = await get('/Dashboard/MyEnrolment', headers)
    expect(mine).toMatchObject({ studentName: 'Sita Sharma', campusName: expect.any(String) })
    expect(['enrolled', 'graduated', 'droppedOut']).toContain(mine.status)
    for (const url of ['/Dashboard/Summary', '/Dashboard/College/GetGraduationByGender']) {
      const res = await api.app.inject({ method: 'GET', url: `/api${url}`, headers })
      expect(res.statusCode, url).toBe(403)
    }
    const staffAsks = await api.app.inject({
      method: 'GET',
      url: '/api/Dashboard/MyEnrolment',
      headers: college,
    })
    expect(staffAsks.statusCode).toBe(403)
  })
})

/** A report without its generation time, to compare two answers. */
const without = ({ generatedAt: _, ...rest }: { generatedAt: string }) => rest
