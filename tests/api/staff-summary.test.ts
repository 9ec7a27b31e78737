// The staff summaries through the real server on the seeded database: one working teaching woman
// Dalit PhD Lecturer moves exactly her cells (post × gender × category × appointment, qualification
// × gender, her faculty's teachers) in every scope that holds her campus and in no other; each role
// counts only its own scope, whatever filters it sends; the ratio's students are the register's.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../common/schema.gen.ts'
import * as t from '../../server/db/schema.ts'
import { rows } from '../../server/repositories/report-sql.ts'
import { employeeBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

type Summary = components['schemas']['StaffSummary']
type Headers = Record<string, string>

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>> & { ugc: Headers; student: Headers }
let lecturer: number
let accountant: number
let dalit: number
let faculty: number

beforeAll(async () => {
  api = await startApi()
  callers = {
    ...(await registerCallers(api)),
    ugc: await api.as('ugcadmin'),
    student: await api.as('student'),
  }
  const post = async (name: string) =>
    (
      await api.db
        .select()
        .from(t.employeePositions)
        .where(eq(t.employeePositions.positionName, name))
    )[0]!.id
  lecturer = await post('Lecturer')
  accountant = await post('Accountant')
  dalit = (
    await api.db.select().from(t.ethnicGroups).where(eq(t.ethnicGroups.ethnicGroupName, 'Dalit'))
  )[0]!.id
  // A faculty campus 78's active students study in, so her faculty's ratio row exists before her.
  const [row] = await rows<{ faculty_id: number }>(
    api.db,
    sql`select p.faculty_id from students s join programs p on p.id = s.program_id
      where s.campus_id = 78 and s.enrolment_status = 'active' and p.faculty_id is not null
      limit 1`,
  )
  faculty = row!.faculty_id
})
afterAll(() => api?.close())

const summary = async (headers: Headers, query = '', which = 'TeachingStaffSummary') => {
  const res = await api.app.inject({ method: 'GET', url: `/api/Report/${which}${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Summary>()
}

/** Every figure of a summary keyed by what it counts, so two summaries can be compared cell by cell. */
function figures(s: Summary) {
  const out = new Map<string, number>()
  for (const c of s.cells)
    out.set(`cell ${c.postName}/${c.gender}/${c.category}/${c.appointmentType}`, c.count)
  for (const q of s.byQualification)
    out.set(`qualification ${q.qualification}/${q.gender}`, q.count)
  for (const r of s.ratios) {
    const key = `faculty ${r.facultyId} level ${r.levelId} ${r.teachers === null ? 'students' : 'faculty'}`
    out.set(`${key} students`, r.students)
    if (r.teachers !== null) out.set(`${key} teachers`, r.teachers)
  }
  out.set('total', s.total)
  out.set('headcount', s.headcount)
  out.set('fte', s.fte)
  out.set('students', s.students)
  return out
}
/** The figures that differ between two summaries, as `key: before → after`. */
function changes(before: Summary, after: Summary) {
  const a = figures(before)
  const b = figures(after)
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort()
  return Object.fromEntries(
    keys.filter((k) => a.get(k) !== b.get(k)).map((k) => [k, [a.get(k) ?? 0, b.get(k) ?? 0]]),
  )
}

describe('the staff summaries', () => {
  it('move by exactly one teaching woman Dalit PhD Lecturer, in every scope holding her campus', async () => {
    const views = {
      campus: () => summary(callers.college),
      university: () => summary(callers.uniAdmin),
      universityCampus: () => summary(callers.uniAdmin, '?campusId=78'),
      commission: () => summary(callers.ugc),
      commissionUniversity: () => summary(callers.ugc, '?universityId=1'),
      commissionCampus: () => summary(callers.ugc, '?campusId=78'),
    }
    const unmoved = {
      otherCampus: () => summary(callers.otherCampus),
      otherUniversity: () => summary(callers.otherUniAdmin),
      commissionOtherCampus: () => summary(callers.ugc, '?campusId=79'),
      nonTeaching: () => summary(callers.ugc, '', 'NonTeachingStaffSummary'),
    }
    const read = async <K extends string>(list: Record<K, () => Promise<Summary>>) => {
      const entries = Object.entries(list) as [K, () => Promise<Summary>][]
      return Object.fromEntries(
        await Promise.all(entries.map(async ([k, f]) => [k, await f()] as const)),
      ) as Record<K, Summary>
    }
    const before = await read(views)
    const beforeOthers = await read(unmoved)

    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Employee',
      headers: callers.college,
      payload: employeeBody(
        { postId: lecturer },
        { gender: 'female', ethnicGroupId: dalit, qualification: 'phd', facultyId: faculty },
      ),
    })
    expect(res.statusCode, res.body).toBe(201)

    const after = await read(views)
    for (const name of Object.keys(views) as (keyof typeof views)[]) {
      const level = `faculty ${faculty} level null faculty`
      const total = before[name].total
      expect(changes(before[name], after[name]), name).toEqual({
        'cell Lecturer/female/dalit/permanent': [
          figures(before[name]).get('cell Lecturer/female/dalit/permanent') ?? 0,
          (figures(before[name]).get('cell Lecturer/female/dalit/permanent') ?? 0) + 1,
        ],
        'qualification phd/female': [
          figures(before[name]).get('qualification phd/female') ?? 0,
          (figures(before[name]).get('qualification phd/female') ?? 0) + 1,
        ],
        [`${level} teachers`]: [
          figures(before[name]).get(`${level} teachers`)!,
          figures(before[name]).get(`${level} teachers`)! + 1,
        ],
        total: [total, total + 1],
        headcount: [before[name].headcount, before[name].headcount + 1],
        fte: [before[name].fte, before[name].fte + 1],
      })
    }
    const afterOthers = await read(unmoved)
    for (const name of Object.keys(unmoved) as (keyof typeof unmoved)[])
      expect(changes(beforeOthers[name], afterOthers[name]), name).toEqual({})
  })

  it('count a teacher at two campuses once as a head and each half share as full-time equivalent', async () => {
    const views = {
      campus: () => summary(callers.college),
      otherCampus: () => summary(callers.otherCampus),
      university: () => summary(callers.uniAdmin),
      commission: () => summary(callers.ugc),
    }
    const read = async () =>
      Object.fromEntries(
        await Promise.all(Object.entries(views).map(async ([k, f]) => [k, await f()] as const)),
      ) as Record<keyof typeof views, Summary>
    const before = await read()
    // One person (her citizenship number written two ways), half time at campus 78 and at 79.
    const citizenship = `27-01-${Date.now() % 100000}`
    for (const [headers, written] of [
      [callers.college, citizenship],
      [callers.otherCampus, citizenship.replaceAll('-', ' ')],
    ] as const) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/Employee',
        headers,
        payload: employeeBody(
          { postId: lecturer },
          {
            citizenshipNo: written,
            dateOfBirth: '1979-03-02',
            appointmentType: 'part-time',
            fte: 0.5,
          },
        ),
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const after = await read()
    const moved = (name: keyof typeof views) => ({
      total: after[name].total - before[name].total,
      headcount: after[name].headcount - before[name].headcount,
      fte: after[name].fte - before[name].fte,
    })
    expect(moved('campus')).toEqual({ total: 1, headcount: 1, fte: 0.5 })
    expect(moved('otherCampus')).toEqual({ total: 1, headcount: 1, fte: 0.5 })
    expect(moved('university')).toEqual({ total: 2, headcount: 1, fte: 1 })
    expect(moved('commission')).toEqual({ total: 2, headcount: 1, fte: 1 })
  })

  it('count non-teaching staff apart, without ratios per faculty', async () => {
    const before = await summary(callers.college, '', 'NonTeachingStaffSummary')
    const teaching = await summary(callers.college)
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Employee',
      headers: callers.college,
      payload: employeeBody(
        { postId: accountant },
        {
          staffType: 'non-teaching',
          nonTeachingKind: 'non-technical',
          gender: 'male',
          ethnicGroupId: null,
          qualification: 'bachelor',
          appointmentType: 'contract',
        },
      ),
    })
    expect(res.statusCode, res.body).toBe(201)
    const after = await summary(callers.college, '', 'NonTeachingStaffSummary')
    const cell = 'cell Accountant/male/not-recorded/contract'
    expect(changes(before, after)).toEqual({
      [cell]: [figures(before).get(cell) ?? 0, (figures(before).get(cell) ?? 0) + 1],
      'qualification bachelor/male': [
        figures(before).get('qualification bachelor/male') ?? 0,
        (figures(before).get('qualification bachelor/male') ?? 0) + 1,
      ],
      total: [before.total, before.total + 1],
      headcount: [before.headcount, before.headcount + 1],
      fte: [before.fte, before.fte + 1],
    })
    expect(after.ratios).toEqual([])
    expect(changes(teaching, await summary(callers.college))).toEqual({})
  })

  it('count only working staff, and the active students of the register for the ratio', async () => {
    const s = await summary(callers.college)
    const count = async (query: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(api.db, query))[0]!.n
    expect(s.total).toBe(
      await count(sql`select count(*)::int as n from employees where campus_id = 78
        and staff_type = 'teaching' and status = 'working'`),
    )
    expect(s.students).toBe(
      await count(sql`select count(*)::int as n from students where campus_id = 78
        and status and enrolment_status = 'active'`),
    )
    // The ratio is over full-time equivalent: a part-time teacher is half a teacher.
    expect(s.fte).toBe(
      await count(sql`select sum(fte)::float8 as n from employees where campus_id = 78
        and staff_type = 'teaching' and status = 'working'`),
    )
    expect(s.fte).toBeLessThan(s.total)
    expect(s.ratio).toBe(Math.round((s.students / s.fte) * 100) / 100)
    const facultyRows = s.ratios.filter((r) => r.teachers !== null)
    expect(facultyRows.reduce((n, r) => n + r.students, 0)).toBe(s.students)
    expect(facultyRows.reduce((n, r) => n + (r.teachers ?? 0), 0)).toBeCloseTo(s.fte, 5)
    // Each faculty's students are the sum of its levels'.
    for (const f of facultyRows) {
      const levels = s.ratios.filter((r) => r.facultyId === f.facultyId && r.teachers === null)
      expect(levels.reduce((n, r) => n + r.students, 0)).toBe(f.students)
    }
    expect(s.cells.reduce((n, c) => n + c.count, 0)).toBe(s.total)
    expect(s.cells.reduce((n, c) => n + c.fte, 0)).toBeCloseTo(s.fte, 5)
    // The demo's records without a shared citizenship number are a person each.
    expect(s.headcount).toBe(s.total)
    expect(s.byQualification.reduce((n, c) => n + c.count, 0)).toBe(s.total)
  })

  it('keep every role within its scope, whatever filters it sends', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(api.db, query))[0]!.n
    const all = await summary(callers.ugc)
    const campus = await summary(callers.college)
    // A campus's filters outside its campus count nothing; inside it, the same figures.
    expect((await summary(callers.college, '?campusId=79')).total).toBe(0)
    expect((await summary(callers.college, '?universityId=2')).total).toBe(0)
    expect(await summary(callers.college, '?campusId=78')).toMatchObject({
      total: campus.total,
      students: campus.students,
    })
    // A university admin counts their campuses, never another university's.
    const university = await summary(callers.uniAdmin)
    expect(university.total).toBeLessThan(all.total)
    expect(university.total).toBeGreaterThan(campus.total)
    expect((await summary(callers.uniAdmin, `?campusId=${callers.foreignCampus.id}`)).total).toBe(0)
    expect((await summary(callers.ugc, '?universityId=1')).total).toBe(university.total)
    // The commission's per-university figures and its own staff add up to the whole country.
    const universities = (await api.db.select().from(t.universities)).map((u) => u.id)
    let sum = await count(sql`select count(*)::int as n from employees where university_id is null
      and staff_type = 'teaching' and status = 'working'`)
    expect(sum).toBeGreaterThan(0)
    for (const id of universities) sum += (await summary(callers.ugc, `?universityId=${id}`)).total
    expect(sum).toBe(all.total)
    // A student reads no staff summary; nobody signed out does.
    for (const which of ['TeachingStaffSummary', 'NonTeachingStaffSummary']) {
      const url = `/api/Report/${which}`
      expect(
        (await api.app.inject({ method: 'GET', url, headers: callers.student })).statusCode,
      ).toBe(403)
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      const bad = await api.app.inject({
        method: 'GET',
        url: `${url}?campusId=x`,
        headers: callers.ugc,
      })
      expect(bad.statusCode).toBe(400)
    }
  })
})
