// The employee register through the real server on a seeded database: create within the caller's
// campus, the employee code unique within the campus (409 with the existing id, also under two
// creates at once), stale edits, every bad-input rule (400 on the field, nothing written), the
// database's own CHECKs, scope, and keyset paging with every filter and the search.
import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { employeeBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { addressIds, editThenStale, registerCallers } from './register-fixtures.ts'
import {
  byName,
  idsOf,
  pagesBack,
  pagesForward,
  refusesBadCursors,
  searchesDevanagari,
  type Page,
  type Row as Employee,
  readsFromEitherEnd,
} from './register-pages.ts'

type Headers = Record<string, string>
type Overrides = Record<string, unknown>

let api: Api
let college: Headers
let clerk: Headers
let otherCampus: Headers
let otherUniversity: Headers
let otherUniAdmin: Headers
let uniAdmin: Headers
let superAdmin: Headers
let ids: {
  lecturer: number
  professor: number
  accountant: number
  officeAssistant: number
  academicDepartment: number
  adminDepartment: number
  otherCampusDepartment: number
  universityDepartment: number
  faculty: number
  otherFaculty: number
  foreignFaculty: number
  foreignCampus: number
} & Awaited<ReturnType<typeof addressIds>>

beforeAll(async () => {
  api = await startApi()
  const db = api.db
  const callers = await registerCallers(api)
  ;({ college, clerk, otherCampus, otherUniversity, otherUniAdmin, uniAdmin, superAdmin } = callers)
  const post = async (name: string) =>
    (
      await db.select().from(t.employeePositions).where(eq(t.employeePositions.positionName, name))
    )[0]!.id
  // Campus 78's own departments (one of each type) and university 1's central one (no campus).
  const department = async (campusId: number | null, type: 'academic' | 'administrative') =>
    (
      await db
        .select()
        .from(t.departments)
        .where(
          and(
            campusId == null
              ? isNull(t.departments.campusId)
              : eq(t.departments.campusId, campusId),
            eq(t.departments.departmentType, type),
            eq(t.departments.universityId, 1),
          ),
        )
    )[0]!.id
  const [otherCampusDepartment] = await db
    .insert(t.departments)
    .values({
      universityId: 1,
      campusId: 79,
      departmentName: `Department ${unique()}`,
      departmentType: 'academic',
    })
    .returning()
  const faculties = await db
    .select()
    .from(t.faculties)
    .where(eq(t.faculties.universityId, 1))
    .orderBy(t.faculties.id)
  const [foreignFaculty] = await db
    .select()
    .from(t.faculties)
    .where(eq(t.faculties.universityId, callers.foreignCampus.universityId))
  ids = {
    lecturer: await post('Lecturer'),
    professor: await post('Professor'),
    accountant: await post('Accountant'),
    officeAssistant: await post('Office Assistant'),
    academicDepartment: await department(78, 'academic'),
    adminDepartment: await department(78, 'administrative'),
    otherCampusDepartment: otherCampusDepartment!.id,
    universityDepartment: await department(null, 'academic'),
    faculty: faculties[0]!.id,
    otherFaculty: faculties[1]!.id,
    foreignFaculty: foreignFaculty!.id,
    foreignCampus: callers.foreignCampus.id,
    ...(await addressIds(db)),
  }
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const teacher = (overrides: Overrides = {}) => employeeBody({ postId: ids.lecturer }, overrides)
/** Non-teaching staff: an accountant (technical) unless the overrides say otherwise. */
const staffer = (overrides: Overrides = {}) =>
  employeeBody(
    { postId: ids.accountant },
    { staffType: 'non-teaching', nonTeachingKind: 'technical', ...overrides },
  )
const create = async (headers: Headers, body: object) => {
  const res = await send('POST', '/Employee', headers, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Employee>()
}
const employeeRows = async () => (await api.db.select({ n: count() }).from(t.employees))[0]!.n

/** The ISO date `days` days from today (negative: ago). */
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('entering employees', () => {
  it('a campus enters an employee of its own campus, whatever campus is sent', async () => {
    const body = teacher({
      campusId: 79,
      middleName: 'Kumari',
      nameNe: 'सीता कुमारी शर्मा',
      departmentId: ids.academicDepartment,
      facultyId: ids.faculty,
      teachingLoad: 18,
      permanentProvinceId: ids.province,
      permanentDistrictId: ids.district,
      permanentLocalLevelId: ids.localLevel,
      permanentWard: ids.wards,
      phone: '9841000000',
      email: 'sita@campus78.edu.np',
      citizenshipNo: '27-01-76-01234',
      qualificationSubject: 'Accountancy',
      qualificationInstitution: 'Tribhuvan University',
    })
    const res = await send('POST', '/Employee', college, body)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.headers.etag).toBe('"1"')
    const employee = res.json<Employee>()
    expect(employee).toMatchObject({
      ...body,
      campusId: 78,
      universityId: 1,
      version: 1,
      status: 'working',
      statusChangedOn: null,
      disability: 'none',
      nonTeachingKind: null,
      ethnicGroupId: null,
    })
    const read = await send('GET', `/Employee/${employee.id}`, college)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json()).toEqual(employee)
    // The audit trail has the create, by whom and by which operation (decision 0307).
    const [entry] = await api.db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.tableName, 'employees'), eq(t.auditLog.recordId, String(employee.id))),
      )
    expect(entry).toMatchObject({ action: 'insert', operationId: 'createEmployee' })
  })

  it('non-teaching staff have a kind, a post of their category and an office', async () => {
    const clerkMade = await create(
      clerk,
      staffer({
        postId: ids.officeAssistant,
        nonTeachingKind: 'non-technical',
        departmentId: ids.adminDepartment,
        appointmentType: 'contract',
        qualification: 'below',
      }),
    )
    expect(clerkMade).toMatchObject({
      campusId: 78,
      staffType: 'non-teaching',
      nonTeachingKind: 'non-technical',
      facultyId: null,
      teachingLoad: null,
    })
  })

  // Employers other than a campus (a university's office, the commission): tests/api/employers.test.ts.
  it('the SuperAdmin names the campus, the university follows it', async () => {
    const made = await create(superAdmin, teacher({ campusId: ids.foreignCampus }))
    const [campus] = await api.db
      .select()
      .from(t.campuses)
      .where(eq(t.campuses.id, ids.foreignCampus))
    expect(made).toMatchObject({ campusId: ids.foreignCampus, universityId: campus!.universityId })
    const unknown = await send('POST', '/Employee', superAdmin, teacher({ campusId: 99999 }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'campusId' })])
  })

  it('replays a create with the same Idempotency-Key', async () => {
    const headers = { ...college, 'idempotency-key': `k-${unique()}` }
    const payload = teacher()
    const first = await send('POST', '/Employee', headers, payload)
    const again = await send('POST', '/Employee', headers, payload)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json<Employee>().id).toBe(first.json<Employee>().id)
  })
})

describe('the employee code', () => {
  it('is unique within the campus in any letter case: 409 with the existing id', async () => {
    const first = await create(college, teacher())
    const code = first.employeeCode as string
    const again = await send(
      'POST',
      '/Employee',
      college,
      teacher({ employeeCode: code.toLowerCase() }),
    )
    expect(again.statusCode, again.body).toBe(409)
    expect(again.headers['content-type']).toContain('application/problem+json')
    expect(again.json()).toMatchObject({
      type: 'https://hemis.local/problems/duplicate',
      title: 'Employee already exists!',
      existingId: first.id,
      field: 'employeeCode',
    })
    // Another campus keeps its own codes.
    await create(otherCampus, teacher({ employeeCode: code }))
  })

  it('an edit to a taken code answers the other employee, not itself', async () => {
    const a = await create(college, teacher())
    const b = await create(college, teacher())
    const clash = await send('PATCH', `/Employee/${b.id}`, college, {
      employeeCode: (a.employeeCode as string).toUpperCase(),
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ existingId: a.id })
    const same = await send('PATCH', `/Employee/${b.id}`, college, {
      employeeCode: (b.employeeCode as string).toLowerCase(),
    })
    expect(same.statusCode, same.body).toBe(200)
  })

  it('two creates of the same code at once: one is stored, the other is 409', async () => {
    const before = await employeeRows()
    const code = `SAME-${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const answers = await Promise.all([
      send('POST', '/Employee', college, teacher({ employeeCode: code })),
      send('POST', '/Employee', clerk, teacher({ employeeCode: code })),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const stored = answers.find((r) => r.statusCode === 201)!.json<Employee>()
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      type: 'https://hemis.local/problems/duplicate',
      existingId: stored.id,
      field: 'employeeCode',
    })
    expect(await employeeRows()).toBe(before + 1)
  })
})

describe('editing employees', () => {
  it('edits with If-Match; a stale version is 409 with the current record', async () => {
    const employee = await create(college, teacher())
    const url = `/Employee/${employee.id}`
    const { edited, current } = await editThenStale(
      api,
      url,
      college,
      { status: 'on-leave', statusChangedOn: '2025-01-15', teachingLoad: 6 },
      { teachingLoad: 8 },
    )
    expect(edited).toMatchObject({ version: 2, status: 'on-leave', teachingLoad: 6 })
    expect(current).toMatchObject({ id: employee.id, version: 2, teachingLoad: 6 })
    // A campus cannot move its employee to another campus; the commission can.
    const kept = await send('PATCH', url, college, { campusId: 79 })
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({ campusId: 78 })
    const moved = await send('PATCH', url, superAdmin, { campusId: 79 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ campusId: 79, universityId: 1 })
  })

  it('an edit is judged on the record it makes: a move to non-teaching sends all it needs', async () => {
    const employee = await create(college, teacher({ facultyId: ids.faculty, teachingLoad: 12 }))
    const url = `/Employee/${employee.id}`
    const half = await send('PATCH', url, college, {
      staffType: 'non-teaching',
      postId: ids.accountant,
    })
    expect(half.statusCode).toBe(400)
    expect(
      half
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['facultyId', 'nonTeachingKind', 'teachingLoad'])
    expect((await send('GET', url, college)).json()).toMatchObject({ version: 1 })
    const whole = await send('PATCH', url, college, {
      staffType: 'non-teaching',
      postId: ids.accountant,
      nonTeachingKind: 'technical',
      facultyId: null,
      teachingLoad: null,
    })
    expect(whole.statusCode, whole.body).toBe(200)
    expect(whole.json()).toMatchObject({ version: 2, staffType: 'non-teaching' })
    const early = await send('PATCH', url, college, { joinedOn: '1995-01-01' })
    expect(early.statusCode).toBe(400)
    expect(early.json().errors).toEqual([expect.objectContaining({ field: 'joinedOn' })])
  })
})

describe('bad input is 400 on its field and writes nothing', () => {
  const bad: [field: string, body: () => object][] = [
    ['nameNe', () => teacher({ nameNe: 'Sita Sharma' })],
    ['firstName', () => teacher({ firstName: 'x'.repeat(61) })],
    ['gender', () => teacher({ gender: 'unknown' })],
    ['disability', () => teacher({ disability: 'some' })],
    ['employeeCode', () => teacher({ employeeCode: 'has space' })],
    ['employeeCode', () => teacher({ employeeCode: '' })],
    ['employeeCode', () => teacher({ employeeCode: 'x'.repeat(31) })],
    ['phone', () => teacher({ phone: 'call me' })],
    ['email', () => teacher({ email: 'not an address' })],
    ['citizenshipNo', () => teacher({ citizenshipNo: '27#01' })],
    ['staffType', () => teacher({ staffType: 'admin' })],
    ['appointmentType', () => teacher({ appointmentType: 'temporary' })],
    ['qualification', () => teacher({ qualification: 'diploma' })],
    ['status', () => teacher({ status: 'fired' })],
    ['teachingLoad', () => teacher({ teachingLoad: 41 })],
    ['teachingLoad', () => teacher({ teachingLoad: -1 })],
    ['dateOfBirth', () => teacher({ dateOfBirth: '1985-02-30' })],
    // Staff type: a kind only for non-teaching staff; faculty and load only for teachers.
    ['nonTeachingKind', () => teacher({ nonTeachingKind: 'technical' })],
    ['nonTeachingKind', () => staffer({ nonTeachingKind: null })],
    ['nonTeachingKind', () => staffer({ nonTeachingKind: 'clerical' })],
    ['facultyId', () => staffer({ facultyId: ids.faculty })],
    ['teachingLoad', () => staffer({ teachingLoad: 10 })],
    // The post: one of the staff type's category, and one that exists.
    ['postId', () => staffer({ postId: ids.professor })],
    ['postId', () => teacher({ postId: ids.accountant })],
    ['postId', () => teacher({ postId: 99999 })],
    // Dates: joining at 16 or older and not in the future; a status change not before joining.
    ['joinedOn', () => teacher({ dateOfBirth: '1990-06-01', joinedOn: '2006-05-31' })],
    ['joinedOn', () => teacher({ joinedOn: daysFromToday(2) })],
    ['statusChangedOn', () => teacher({ status: 'resigned', statusChangedOn: '2012-07-15' })],
    // References within the campus.
    ['departmentId', () => teacher({ departmentId: ids.otherCampusDepartment })],
    ['departmentId', () => teacher({ departmentId: ids.universityDepartment })],
    ['departmentId', () => teacher({ departmentId: 99999 })],
    ['facultyId', () => teacher({ facultyId: ids.foreignFaculty })],
    ['facultyId', () => teacher({ facultyId: 99999 })],
    ['ethnicGroupId', () => teacher({ ethnicGroupId: 99999 })],
    [
      'permanentDistrictId',
      () =>
        teacher({
          permanentProvinceId: ids.province,
          permanentDistrictId: ids.otherProvinceDistrict,
        }),
    ],
    [
      'permanentLocalLevelId',
      () =>
        teacher({
          permanentProvinceId: ids.province,
          permanentDistrictId: ids.district,
          permanentLocalLevelId: ids.otherDistrictLocalLevel,
        }),
    ],
    [
      'permanentWard',
      () =>
        teacher({
          permanentProvinceId: ids.province,
          permanentDistrictId: ids.district,
          permanentLocalLevelId: ids.localLevel,
          permanentWard: ids.wards + 1,
        }),
    ],
    ['permanentWard', () => teacher({ permanentWard: 3 })],
  ]
  for (const [field, body] of bad) {
    it(`a bad ${field}`, async () => {
      const before = await employeeRows()
      const res = await send('POST', '/Employee', college, body())
      expect(res.statusCode, res.body).toBe(400)
      expect(res.headers['content-type']).toContain('application/problem+json')
      const errors = res.json<{ errors: { field: string }[] }>().errors
      expect(errors.length).toBeGreaterThan(0)
      expect(
        errors.every((e) => e.field === field),
        res.body,
      ).toBe(true)
      expect(await employeeRows()).toBe(before)
    })
  }

  it('a missing required field is named', async () => {
    const withoutCode: Overrides = teacher()
    delete withoutCode.employeeCode
    const res = await send('POST', '/Employee', college, withoutCode)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'employeeCode' })])
  })

  it('the database refuses what the rules refuse, whatever writes the row', async () => {
    const row = {
      universityId: 1,
      campusId: 78,
      firstName: 'Direct',
      lastName: 'Insert',
      gender: 'male' as const,
      dateOfBirth: '1980-01-01',
      employeeCode: `DB-${unique()}`,
      staffType: 'teaching' as const,
      postId: ids.lecturer,
      appointmentType: 'permanent' as const,
      joinedOn: '2005-01-01',
      qualification: 'master' as const,
    }
    const broken: Overrides[] = [
      { nonTeachingKind: 'technical' },
      { staffType: 'non-teaching' },
      { staffType: 'non-teaching', nonTeachingKind: 'technical', teachingLoad: 4 },
      { staffType: 'non-teaching', nonTeachingKind: 'technical', facultyId: ids.faculty },
      { teachingLoad: 41 },
      { joinedOn: '1995-12-31' },
      { statusChangedOn: '2004-12-31' },
      { status: 'fired' },
      { appointmentType: 'temporary' },
    ]
    for (const values of broken) {
      await expect(
        api.db.insert(t.employees).values({ ...row, ...values } as typeof row),
        JSON.stringify(values),
      ).rejects.toThrow()
    }
    await api.db.insert(t.employees).values(row)
    await expect(
      api.db.insert(t.employees).values({ ...row, employeeCode: row.employeeCode.toLowerCase() }),
    ).rejects.toThrow()
  })
})

describe('scope', () => {
  it('another campus neither reads nor edits a campus’s employee; its university reads it', async () => {
    const employee = await create(college, teacher())
    const url = `/Employee/${employee.id}`
    expect((await send('GET', url, otherCampus)).statusCode).toBe(404)
    expect((await send('PATCH', url, otherCampus, { teachingLoad: 2 })).statusCode).toBe(404)
    expect((await send('GET', url, otherUniversity)).statusCode).toBe(404)
    expect((await send('GET', url, otherUniAdmin)).statusCode).toBe(404)
    expect((await send('GET', url, uniAdmin)).statusCode).toBe(200)
    expect((await send('PATCH', url, uniAdmin, { teachingLoad: 2 })).statusCode).toBe(403)
    expect((await send('GET', url, superAdmin)).statusCode).toBe(200)
    expect((await send('GET', url, college)).json()).toMatchObject({ version: 1 })

    const q = encodeURIComponent(employee.lastName as string)
    const seen = async (headers: Headers) =>
      (await send('GET', `/Employee?q=${q}`, headers)).json<Page>().items.map((e) => e.id)
    expect(await seen(college)).toEqual([employee.id])
    expect(await seen(uniAdmin)).toEqual([employee.id])
    expect(await seen(superAdmin)).toEqual([employee.id])
    expect(await seen(otherCampus)).toEqual([])
    expect(await seen(otherUniversity)).toEqual([])
    expect(await seen(otherUniAdmin)).toEqual([])
  })

  it('an employee moved to another campus is said to have moved to the campus it left only', async () => {
    const employee = await create(college, teacher())
    const url = `/Employee/${employee.id}`
    const moved = await send('PATCH', url, superAdmin, { campusId: 79 })
    expect(moved.statusCode, moved.body).toBe(200)
    const answer = await send('PATCH', url, college, { teachingLoad: 2 })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({
      type: 'https://hemis.local/problems/moved-away',
      detail: 'This employee has moved to another campus.',
    })
    expect((await send('GET', url, clerk)).json()).toMatchObject({
      title: 'Moved to another campus',
    })
    // Another university's campus never had it: a plain 404.
    const never = await send('GET', url, otherUniversity)
    expect(never.json()).toMatchObject({ type: 'https://hemis.local/problems/not-found' })
    expect((await send('GET', url, superAdmin)).json()).toMatchObject({ campusId: 79, version: 2 })
  })

  it('a university reads its campuses’ employees only, a campus its own', async () => {
    const total = async (where: ReturnType<typeof eq>) =>
      (await api.db.select({ n: count() }).from(t.employees).where(where))[0]!.n
    const university = (await send('GET', '/Employee?limit=100', uniAdmin)).json<Page>()
    expect(university.items.length).toBeGreaterThan(0)
    expect(university.items.every((e) => e.universityId === 1)).toBe(true)
    expect(university.total).toBe(await total(eq(t.employees.universityId, 1)))
    const campus = (await send('GET', '/Employee?limit=100', college)).json<Page>()
    expect(campus.items.every((e) => e.campusId === 78)).toBe(true)
    expect(campus.total).toBe(await total(eq(t.employees.campusId, 78)))
    // A filter for another campus finds nothing outside the caller's scope.
    expect((await send('GET', '/Employee?campusId=79', college)).json<Page>().total).toBe(0)
  })
})

describe('the demo register', () => {
  it('holds employees at every campus with students, posts matching their staff type', async () => {
    // The seed's codes are the campus's code and a number: C79-E001 …
    const page = (await send('GET', '/Employee?q=C79-E&limit=100', superAdmin)).json<Page>()
    expect(page.total).toBeGreaterThanOrEqual(20)
    expect(page.items.every((e) => /^[\u0900-\u097F\s.]+$/u.test(e.nameNe as string))).toBe(true)
    const posts = await api.db.select().from(t.employeePositions)
    const category = new Map(posts.map((p) => [p.id, p.category]))
    expect(page.items.every((e) => category.get(e.postId as number) === e.staffType)).toBe(true)
  })
})

describe('paging, filters and search', () => {
  const prefix = `zq${unique().replace(/[^0-9a-z]/g, '')}`
  let expected: Employee[]
  const tag = `zf${unique().replace(/[^0-9a-z]/g, '')}`
  let mixed: Record<'a' | 'b' | 'c' | 'd' | 'elsewhere', Employee>

  beforeAll(async () => {
    // 23 teachers under one name prefix, with ties in last and first name (the id breaks them).
    const made: Employee[] = []
    for (let i = 0; i < 23; i++) {
      made.push(
        await create(
          college,
          teacher({
            lastName: `${prefix}${'abcd'[i % 4]}`,
            firstName: ['Maya', 'asha', 'Bina'][i % 3],
          }),
        ),
      )
    }
    expected = [...made].sort(byName)
    // Four of another prefix, each different in every filtered field, and one at another campus.
    mixed = {
      a: await create(
        college,
        teacher({
          lastName: `${tag}a`,
          gender: 'female',
          departmentId: ids.academicDepartment,
          facultyId: ids.faculty,
        }),
      ),
      b: await create(
        college,
        teacher({
          lastName: `${tag}b`,
          postId: ids.professor,
          gender: 'male',
          appointmentType: 'visiting',
          qualification: 'phd',
          facultyId: ids.otherFaculty,
          status: 'on-leave',
          statusChangedOn: '2024-01-01',
        }),
      ),
      c: await create(
        college,
        staffer({
          lastName: `${tag}c`,
          gender: 'male',
          departmentId: ids.adminDepartment,
          appointmentType: 'contract',
          qualification: 'bachelor',
        }),
      ),
      d: await create(
        college,
        staffer({
          lastName: `${tag}d`,
          postId: ids.officeAssistant,
          nonTeachingKind: 'non-technical',
          gender: 'other',
          appointmentType: 'part-time',
          qualification: 'below',
          status: 'retired',
          statusChangedOn: '2025-01-01',
        }),
      ),
      elsewhere: await create(superAdmin, teacher({ lastName: `${tag}e`, campusId: 79 })),
    }
  })

  const read = (url: string) => send('GET', url, college)

  it('walks every page forwards and back, each row once and in order, with the total', async () => {
    const url = `/Employee?q=${prefix}&limit=5`
    const pages = await pagesForward(read, url)
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 3])
    expect(pages.every((p) => p.total === 23)).toBe(true)
    expect(pages[0]!.prevCursor).toBeNull()
    expect(pages.at(-1)!.nextCursor).toBeNull()
    expect(idsOf(pages)).toEqual(expected.map((e) => e.id))
    const back = await pagesBack(read, url, pages.at(-1)!)
    expect(back.length).toBe(5)
    expect(idsOf(back)).toEqual(expected.map((e) => e.id))
  })

  it('sorts newest first, and reads each order from either end', async () => {
    const pages = await pagesForward(read, `/Employee?q=${prefix}&sort=newest&limit=7`)
    expect(idsOf(pages)).toEqual(expected.map((e) => e.id).sort((a, b) => b - a))
    expect(await readsFromEitherEnd(read, `/Employee?q=${prefix}&limit=6`)).toEqual(
      expected.map((e) => e.id),
    )
  })

  it('filters by each field', async () => {
    const found = async (filter: string, headers: Headers = college) =>
      (await send('GET', `/Employee?q=${tag}&${filter}&limit=100`, headers))
        .json<Page>()
        .items.map((e) => e.id)
        .sort((x, y) => x - y)
    const { a, b, c, d, elsewhere } = mixed
    const idsOfAll = (...rows: Employee[]) => rows.map((e) => e.id).sort((x, y) => x - y)
    const cases: [filter: string, rows: Employee[]][] = [
      ['staffType=teaching', [a, b]],
      ['staffType=non-teaching', [c, d]],
      ['nonTeachingKind=technical', [c]],
      ['nonTeachingKind=non-technical', [d]],
      [`postId=${ids.professor}`, [b]],
      [`postId=${ids.lecturer}`, [a]],
      [`departmentId=${ids.academicDepartment}`, [a]],
      [`departmentId=${ids.adminDepartment}`, [c]],
      [`facultyId=${ids.otherFaculty}`, [b]],
      ['appointmentType=permanent', [a]],
      ['appointmentType=visiting', [b]],
      ['appointmentType=contract', [c]],
      ['appointmentType=part-time', [d]],
      ['qualification=master', [a]],
      ['qualification=phd', [b]],
      ['qualification=below', [d]],
      ['gender=female', [a]],
      ['gender=male', [b, c]],
      ['gender=other', [d]],
      ['status=working', [a, c]],
      ['status=on-leave', [b]],
      ['status=retired', [d]],
      ['status=resigned', []],
      ['campusId=78', [a, b, c, d]],
      // None of them has an ethnic group recorded.
      ['category=not-recorded', [a, b, c, d]],
      ['category=dalit', []],
      ['level=campus', [a, b, c, d]],
      ['level=university', []],
    ]
    for (const [filter, rows] of cases)
      expect(await found(filter), filter).toEqual(idsOfAll(...rows))
    expect(await found('campusId=79', superAdmin)).toEqual([elsewhere.id])
    expect(await found('staffType=teaching&gender=male', superAdmin)).toEqual([b.id])
  })

  it('q matches the start of a first or last name in any case, or the start of a code', async () => {
    const q = async (text: string) =>
      (await send('GET', `/Employee?q=${encodeURIComponent(text)}&limit=100`, college)).json<Page>()
    expect((await q(prefix.toUpperCase())).total).toBe(23)
    expect((await q(`${prefix}A`)).total).toBe(6)
    expect((await q(prefix.slice(1))).total).toBe(0) // not the middle of a name
    expect((await q('%')).total).toBe(0) // wildcards are literal
    expect((await q('_')).total).toBe(0)
    const someone = expected[7]!
    const code = someone.employeeCode as string
    expect((await q(code.toLowerCase())).items.map((e) => e.id)).toEqual([someone.id])
    expect((await q(code.slice(0, -1))).items.some((e) => e.id === someone.id)).toBe(true)
    expect((await q(code.slice(2))).items.some((e) => e.id === someone.id)).toBe(false)
    const byFirstName = await q('ASHA')
    expect(byFirstName.items.some((e) => e.firstName === 'asha')).toBe(true)
  })

  it('q of several words finds a name by its words in order, first name or surname first', async () => {
    const surname = `Fn${unique()
      .replace(/[^0-9A-Za-z]/g, '')
      .slice(-6)}`
    const gopal = await create(
      college,
      teacher({ firstName: 'Gopal', middleName: 'Prasad', lastName: surname }),
    )
    const ram = await create(college, teacher({ firstName: 'Ram Bahadur', lastName: surname }))
    const found = async (text: string) =>
      (await send('GET', `/Employee?q=${encodeURIComponent(text)}&limit=100`, college))
        .json<Page>()
        .items.map((e) => e.id)
    expect((await found(surname)).sort((a, b) => a - b)).toEqual([gopal.id, ram.id])
    expect(await found(`gopal ${surname}`)).toEqual([gopal.id])
    expect(await found(` Gopal  Prasad ${surname.slice(0, 4)}`)).toEqual([gopal.id])
    expect(await found(`${surname} gopal`)).toEqual([gopal.id])
    expect(await found(`ram bahadur ${surname}`)).toEqual([ram.id])
    expect(await found(`${surname} ram b`)).toEqual([ram.id])
    expect(await found(`prasad ${surname}`)).toEqual([])
    expect(await found(`${surname} sita`)).toEqual([])
  })

  it('q in Devanagari matches the start of any word of the Devanagari name', async () => {
    const name = 'गोपाल प्रसाद भट्टराई'
    const { id } = await create(college, teacher({ nameNe: name }))
    await searchesDevanagari(read, '/Employee', id, name)
  })

  it('a malformed cursor is 400 problem+json, never 500', async () => {
    await refusesBadCursors(read, '/Employee')
  })
})
