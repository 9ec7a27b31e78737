// Daily attendance through the real server (decisions 0227, 0228): a class's day saved as one sheet
// and read back, a later save of the day replacing it, every bad row refusing the whole sheet with
// nothing written, and scope by role; a campus's staff the same way, by department.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { examFixtures } from './exam-fixtures.ts'
import { employeeBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

type Headers = Record<string, string>
let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let f: Awaited<ReturnType<typeof examFixtures>>
let students: number[]
beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  f = await examFixtures(api, callers.college)
  students = [await f.enrol(), await f.enrol(), await f.enrol()]
})
afterAll(() => api.close())

const day = '2026-03-02'
const save = (payload: object, headers: Headers = callers.college) =>
  api.app.inject({ method: 'PUT', url: '/api/Attendance', headers, payload })
const read = async (headers: Headers = callers.college, date = day) => {
  const res = await api.app.inject({
    method: 'GET',
    url: `/api/Attendance?date=${date}&programId=${f.programId}&batchId=${f.batchId}&semester=1`,
    headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ date: string; rows: { studentId: number; status: string }[] }>()
}
const stored = () =>
  api.db.select().from(t.studentAttendance).where(eq(t.studentAttendance.date, day))

describe('a day of attendance', () => {
  it('is saved as one sheet, read back by class, and a later save of the day replaces it', async () => {
    const [a, b, c] = students as [number, number, number]
    const first = await save({
      date: day,
      rows: [
        { studentId: a, status: 'present' },
        { studentId: b, status: 'absent' },
      ],
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(await read()).toEqual({
      date: day,
      rows: [
        { studentId: a, status: 'present' },
        { studentId: b, status: 'absent' },
      ],
    })
    const again = await save({
      date: day,
      rows: [
        { studentId: b, status: 'late' },
        { studentId: c, status: 'leave' },
      ],
    })
    expect(again.json().rows).toEqual([
      { studentId: b, status: 'late' },
      { studentId: c, status: 'leave' },
    ])
    expect((await read()).rows.map((r) => r.status)).toEqual(['present', 'late', 'leave'])
    expect((await read(callers.college, '2026-03-03')).rows).toEqual([])
    const [row] = (await stored()).filter((r) => r.personId === b)
    expect(row!.recordedBy).not.toBeNull()
  })

  it('writes a filled-in mark only where the day has none: another device’s deliberate mark stays', async () => {
    const [a, b, c] = students as [number, number, number]
    // A February day: the month summary below counts March's.
    const date = '2026-02-16'
    const marks = async () => (await read(callers.college, date)).rows.map((r) => r.status)
    // Device A: a absent by hand, the others present by "Mark the others present".
    const first = await save({
      date,
      rows: [
        { studentId: a, status: 'absent' },
        { studentId: b, status: 'present', filled: true },
        { studentId: c, status: 'present', filled: true },
      ],
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(await marks()).toEqual(['absent', 'present', 'present'])
    // Device B, which had not seen A's sheet: b late by hand, the others filled in as present.
    const second = await save({
      date,
      rows: [
        { studentId: a, status: 'present', filled: true },
        { studentId: b, status: 'late' },
        { studentId: c, status: 'present', filled: true },
      ],
    })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().rows.map((r: { status: string }) => r.status)).toEqual([
      'absent',
      'late',
      'present',
    ])
    expect(await marks()).toEqual(['absent', 'late', 'present'])
  })

  it('refuses the whole sheet for a day in the future or before the calendar, a student twice, or one not of the campus', async () => {
    const before = await stored()
    const [a] = students as [number]
    const [foreign] = await api.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(eq(t.students.campusId, 79))
      .limit(1)
    const cases: [object, string][] = [
      [{ date: '2090-01-01', rows: [{ studentId: a, status: 'present' }] }, 'date'],
      // A day the app cannot write in Bikram Sambat (before 1970 BS) is no day of a campus.
      [{ date: '0001-01-01', rows: [{ studentId: a, status: 'present' }] }, 'date'],
      [
        {
          date: day,
          rows: [
            { studentId: a, status: 'absent' },
            { studentId: a, status: 'present' },
          ],
        },
        'rows.1.studentId',
      ],
      [
        {
          date: day,
          rows: [
            { studentId: a, status: 'absent' },
            { studentId: foreign!.id, status: 'present' },
          ],
        },
        'rows.1.studentId',
      ],
    ]
    for (const [payload, field] of cases) {
      const res = await save(payload)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      )
    }
    const unknownStatus = await save({ date: day, rows: [{ studentId: a, status: 'sick' }] })
    expect(unknownStatus.statusCode).toBe(400)
    expect(await stored()).toEqual(before)
  })

  it('is read within scope and written by the campus only', async () => {
    expect((await read(callers.uniAdmin)).rows).toHaveLength(3)
    expect((await read(callers.otherUniAdmin)).rows).toEqual([])
    expect((await read(callers.otherCampus)).rows).toEqual([])
    const [a] = students as [number]
    const sheet = { date: day, rows: [{ studentId: a, status: 'absent' }] }
    expect((await save(sheet, callers.uniAdmin)).statusCode).toBe(403)
    expect((await save(sheet, callers.otherCampus)).statusCode).toBe(400)
    expect((await read()).rows[0]).toEqual({ studentId: a, status: 'present' })
  })

  it('is summed per student over a span of days, within scope', async () => {
    const [a, b, c] = students as [number, number, number]
    const next = await save({
      date: '2026-03-03',
      rows: [
        { studentId: a, status: 'absent' },
        { studentId: b, status: 'present' },
      ],
    })
    expect(next.statusCode, next.body).toBe(200)
    const summary = async (span: string, headers: Headers = callers.college) =>
      api.app.inject({
        method: 'GET',
        url: `/api/Attendance/Summary?${span}&programId=${f.programId}&batchId=${f.batchId}&semester=1`,
        headers,
      })
    const march = await summary('from=2026-03-01&to=2026-03-31')
    expect(march.statusCode, march.body).toBe(200)
    expect(march.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      days: 2,
      rows: [
        { studentId: a, present: 1, absent: 1, late: 0, leave: 0 },
        { studentId: b, present: 1, absent: 0, late: 1, leave: 0 },
        { studentId: c, present: 0, absent: 0, late: 0, leave: 1 },
      ],
    })
    const foreign = await summary('from=2026-03-01&to=2026-03-31', callers.otherUniAdmin)
    expect(foreign.json()).toMatchObject({ days: 0, rows: [] })
    for (const span of ['from=2026-03-31&to=2026-03-01', 'from=2025-01-01&to=2026-03-01'])
      expect((await summary(span)).statusCode).toBe(400)
  })
})

describe("a day of the staff's attendance", () => {
  let department: number
  let staff: number[]
  let retired: number
  let elsewhere: number
  const hire = async (headers: Headers, overrides: Record<string, unknown> = {}) => {
    const [lecturer] = await api.db
      .select()
      .from(t.employeePositions)
      .where(eq(t.employeePositions.positionName, 'Lecturer'))
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Employee',
      headers,
      payload: employeeBody({ postId: lecturer!.id }, overrides),
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ id: number }>().id
  }
  beforeAll(async () => {
    const [row] = await api.db
      .insert(t.departments)
      .values({
        universityId: 1,
        campusId: 78,
        departmentName: `Department ${unique()}`,
        departmentType: 'academic',
      })
      .returning()
    department = row!.id
    staff = [
      await hire(callers.college, { departmentId: department }),
      await hire(callers.college, { departmentId: department }),
    ]
    retired = await hire(callers.college, {
      departmentId: department,
      status: 'retired',
      statusChangedOn: '2026-01-01',
    })
    elsewhere = await hire(callers.otherCampus)
  })
  const url = (date = day) => `/api/EmployeeAttendance?date=${date}&departmentId=${department}`
  const saveStaff = (payload: object, headers: Headers = callers.college) =>
    api.app.inject({ method: 'PUT', url: '/api/EmployeeAttendance', headers, payload })
  const readStaff = async (headers: Headers = callers.college) => {
    const res = await api.app.inject({ method: 'GET', url: url(), headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ rows: { employeeId: number; status: string }[] }>().rows
  }
  const staffDays = () =>
    api.db.select().from(t.employeeAttendance).where(eq(t.employeeAttendance.date, day))

  it('is saved as one sheet and read back by department, within scope', async () => {
    const [a, b] = staff as [number, number]
    const res = await saveStaff({
      date: day,
      rows: [
        { employeeId: a, status: 'present' },
        { employeeId: b, status: 'leave' },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const rows = [
      { employeeId: a, status: 'present' },
      { employeeId: b, status: 'leave' },
    ]
    expect(await readStaff()).toEqual(rows)
    expect(await readStaff(callers.uniAdmin)).toEqual(rows)
    expect(await readStaff(callers.otherCampus)).toEqual([])
    const teaching = await api.app.inject({
      method: 'GET',
      url: `${url()}&staffType=non-teaching`,
      headers: callers.college,
    })
    expect(teaching.json().rows).toEqual([])
    const month = await api.app.inject({
      method: 'GET',
      url: `/api/EmployeeAttendance/Summary?from=2026-03-01&to=2026-03-31&departmentId=${department}`,
      headers: callers.college,
    })
    expect(month.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      days: 1,
      rows: [
        { employeeId: a, present: 1, absent: 0, late: 0, leave: 0 },
        { employeeId: b, present: 0, absent: 0, late: 0, leave: 1 },
      ],
    })
  })

  it('refuses the whole sheet for a retired employee or one of another campus', async () => {
    const before = await staffDays()
    const [a] = staff as [number]
    for (const other of [retired, elsewhere]) {
      const res = await saveStaff({
        date: day,
        rows: [
          { employeeId: a, status: 'absent' },
          { employeeId: other, status: 'present' },
        ],
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'rows.1.employeeId' })])
    }
    const sheet = { date: day, rows: [{ employeeId: a, status: 'absent' }] }
    expect((await saveStaff(sheet, callers.uniAdmin)).statusCode).toBe(403)
    expect(await staffDays()).toEqual(before)
  })
})
