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
    const uni = await api.as('uniadmin')
    const before = {
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
    await api.db
      .insert(graduations)
      .values({ studentId: added[0]!.id, fiscalYearId: fy!.id, graduatedOn: '2026-01-10' })
    await api.db
      .insert(dropouts)
      .values({ studentId: added[1]!.id, fiscalYearId: fy!.id, droppedOn: '2026-01-10' })

    const after = {
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
  })

  it('a campus sees only its own graduates; the commission sees all', async () => {
    const own = await get('/Dashboard/College/GetGraduationByGender')
    const all = await get('/Dashboard/College/GetGraduationByGender', await api.as('ugcadmin'))
    expect(own.total).toBeGreaterThan(0)
    expect(all.total).toBeGreaterThan(own.total)
  })
})
