// Student-summary Report and Students by District (decision 0240): counts of real rows, each caller
// within its scope; one added student moves exactly its own cells, and only for those who see it.
import { and, count, eq, isNull, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../common/schema.gen.ts'
import * as t from '../../server/db/schema.ts'
import { studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { addressIds, registerCallers } from './register-fixtures.ts'

type Report = components['schemas']['StudentCountReport']
type Headers = Record<string, string>

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let address: Awaited<ReturnType<typeof addressIds>>
beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  address = await addressIds(api.db)
})
afterAll(() => api.close())

const get = async (url: string, headers: Headers) => {
  const res = await api.app.inject({ method: 'GET', url: `/api${url}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Report>()
}
const studentsWhere = async (where?: SQL) =>
  (await api.db.select({ n: count() }).from(t.students).where(where))[0]!.n

/** Each cell's count by `group/gender/status`, to compare two answers cell by cell. */
const cellsOf = (r: Report) =>
  Object.fromEntries(r.cells.map((c) => [`${c.groupId}/${c.gender}/${c.status}`, c.count]))
/** The cells whose count changed between two answers, with the change. */
function moved(before: Report, after: Report) {
  const a = cellsOf(before)
  const b = cellsOf(after)
  const changes: Record<string, number> = {}
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const change = (b[key] ?? 0) - (a[key] ?? 0)
    if (change) changes[key] = change
  }
  return changes
}

describe('student counts', () => {
  it('count each caller’s own students: a campus, a university, the commission', async () => {
    const { college, uniAdmin, superAdmin, foreignCampus } = callers
    const url = '/StudentReport/Summary'
    expect((await get(url, college)).total).toBe(await studentsWhere(eq(t.students.campusId, 78)))
    expect((await get(url, uniAdmin)).total).toBe(
      await studentsWhere(eq(t.students.universityId, 1)),
    )
    expect((await get(url, superAdmin)).total).toBe(await studentsWhere())
    // The commission filters by university and campus; the same filters never widen a scope.
    expect((await get(`${url}?universityId=1`, superAdmin)).total).toBe(
      (await get(url, uniAdmin)).total,
    )
    expect((await get(`${url}?campusId=78`, superAdmin)).total).toBe(
      (await get(url, college)).total,
    )
    expect((await get(`${url}?campusId=${foreignCampus.id}`, uniAdmin)).total).toBe(0)
    expect((await get(`${url}?universityId=${foreignCampus.universityId}`, college)).total).toBe(0)
    // By district: the same students, grouped otherwise.
    const districts = await get('/StudentReport/ByDistrict', uniAdmin)
    expect(districts.total).toBe((await get(url, uniAdmin)).total)
    expect(districts.groups.every((g) => g.id === null || typeof g.provinceId === 'number')).toBe(
      true,
    )
  })

  it('group by level, faculty and UGC category with the same total, and name every group counted', async () => {
    const { uniAdmin } = callers
    const byProgram = await get('/StudentReport/Summary?by=program', uniAdmin)
    for (const by of ['level', 'faculty', 'category']) {
      const report = await get(`/StudentReport/Summary?by=${by}`, uniAdmin)
      expect(report.total).toBe(byProgram.total)
      const named = new Set(report.groups.map((g) => g.id))
      expect(report.cells.every((c) => named.has(c.groupId))).toBe(true)
      expect(report.groups.every((g) => g.id === null || g.name)).toBe(true)
    }
  })

  it('move exactly the new student’s cells, for those who see the student only', async () => {
    const { college, uniAdmin, superAdmin, otherCampus, otherUniAdmin } = callers
    const [offer] = await api.db
      .select()
      .from(t.collegePrograms)
      .where(eq(t.collegePrograms.campusId, 78))
      .orderBy(t.collegePrograms.id)
    const [program] = await api.db
      .select()
      .from(t.programs)
      .where(eq(t.programs.id, offer!.programId))
    const [fy] = await api.db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2082/83'))
    const urls = [
      '/StudentReport/Summary',
      '/StudentReport/Summary?by=level',
      '/StudentReport/Summary?by=faculty',
      '/StudentReport/Summary?by=category',
      '/StudentReport/ByDistrict',
      `/StudentReport/ByDistrict?provinceId=${address.province}`,
      `/StudentReport/Summary?fiscalYearId=${fy!.id}&programId=${program!.id}`,
    ]
    const viewers = { college, uniAdmin, superAdmin, otherCampus, otherUniAdmin }
    const read = async () => {
      const all: Record<string, Report[]> = {}
      for (const [name, headers] of Object.entries(viewers))
        all[name] = await Promise.all(urls.map((u) => get(u, headers)))
      return all
    }
    const before = await read()

    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Student',
      headers: college,
      payload: studentBody(
        { programId: program!.id, fiscalYearId: fy!.id, programType: program!.programType },
        {
          gender: 'other',
          permanentProvinceId: address.province,
          permanentDistrictId: address.district,
          permanentLocalLevelId: address.localLevel,
          permanentWard: address.wards,
        },
      ),
    })
    expect(res.statusCode, res.body).toBe(201)

    const after = await read()
    const expected = [
      { [`${program!.id}/other/active`]: 1 },
      { [`${program!.levelId}/other/active`]: 1 },
      { [`${program!.facultyId}/other/active`]: 1 },
      // No ethnic group recorded: the sixth category, not-recorded.
      { '6/other/active': 1 },
      { [`${address.district}/other/active`]: 1 },
      { [`${address.district}/other/active`]: 1 },
      { [`${program!.id}/other/active`]: 1 },
    ]
    for (const name of ['college', 'uniAdmin', 'superAdmin'])
      urls.forEach((_, i) =>
        expect(moved(before[name]![i]!, after[name]![i]!)).toEqual(expected[i]),
      )
    for (const name of ['otherCampus', 'otherUniAdmin'])
      urls.forEach((_, i) => expect(moved(before[name]![i]!, after[name]![i]!)).toEqual({}))
    // The district's group carries its province's names in both scripts.
    const district = after.college![4]!.groups.find((g) => g.id === address.district)
    expect(district).toMatchObject({ provinceId: address.province })
    expect(district!.nameNe).toMatch(/[\u0900-\u097F]/)
    expect(district!.provinceNameNe).toMatch(/[\u0900-\u097F]/)
    expect(after.college![3]!.groups.find((g) => g.id === 6)).toMatchObject({
      name: 'not-recorded',
    })

    // The address cleared, the district's report counts the student in no district any more.
    const cleared = await api.app.inject({
      method: 'PATCH',
      url: `/api/Student/${res.json<{ id: number }>().id}`,
      headers: college,
      payload: {
        permanentProvinceId: null,
        permanentDistrictId: null,
        permanentLocalLevelId: null,
        permanentWard: null,
      },
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    const byDistrict = await get('/StudentReport/ByDistrict', college)
    expect(moved(before.college![4]!, byDistrict)).toEqual({ 'null/other/active': 1 })
  })

  it('filter by province, counting the older text column’s district too', async () => {
    const { superAdmin } = callers
    const report = await get(`/StudentReport/ByDistrict?provinceId=${address.province}`, superAdmin)
    expect(report.total).toBeGreaterThan(0)
    expect(report.groups.every((g) => g.provinceId === address.province)).toBe(true)
    expect(report.groups.map((g) => g.id)).not.toContain(null)
    // An older row (imported before addresses, or from an old register) carries its district's
    // English name only: it counts in that district.
    const [kathmandu] = await api.db
      .select()
      .from(t.districts)
      .where(eq(t.districts.nameEn, 'Kathmandu'))
    const [any] = await api.db.select().from(t.students).limit(1)
    await api.db.insert(t.students).values({
      universityId: any!.universityId,
      campusId: any!.campusId,
      programId: any!.programId,
      fiscalYearId: any!.fiscalYearId,
      firstName: 'Older',
      lastName: 'Row',
      gender: 'female',
      dateOfBirth: '2003-01-01',
      district: 'Kathmandu',
    })
    const named = await studentsWhere(
      and(eq(t.students.district, 'Kathmandu'), isNull(t.students.permanentDistrictId)),
    )
    expect(named).toBeGreaterThan(0)
    const inProvince = await get(
      `/StudentReport/ByDistrict?provinceId=${kathmandu!.provinceId}`,
      superAdmin,
    )
    const counted = inProvince.cells
      .filter((c) => c.groupId === kathmandu!.id)
      .reduce((n, c) => n + c.count, 0)
    expect(counted).toBe(
      named + (await studentsWhere(eq(t.students.permanentDistrictId, kathmandu!.id))),
    )
  })

  it('refuse a student, a stranger and bad filters without a 500', async () => {
    const student = await api.as('student')
    for (const url of ['/StudentReport/Summary', '/StudentReport/ByDistrict']) {
      const denied = await api.app.inject({ method: 'GET', url: `/api${url}`, headers: student })
      expect(denied.statusCode).toBe(403)
      const anonymous = await api.app.inject({ method: 'GET', url: `/api${url}` })
      expect(anonymous.statusCode).toBe(401)
    }
    for (const query of ['by=campus', 'campusId=abc', 'universityId=0', 'provinceId=8']) {
      const url = `/api/StudentReport/${query.startsWith('province') ? 'ByDistrict' : 'Summary'}?${query}`
      const res = await api.app.inject({ method: 'GET', url, headers: callers.superAdmin })
      expect(res.statusCode, url).toBe(400)
      expect(res.body).toContain(query.split('=')[0])
    }
  })
})
