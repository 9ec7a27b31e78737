// Employers other than campuses, one person's appointments and staff accounts (decision 0323), through
// the real server on a seeded database: a university enters its central office's staff and a UgcAdmin
// the commission's, each edits only its own; the employee code is unique within an employer; a share of
// a full-time post; a person's appointments linked by citizenship number and birth; and an employee
// given a sign-in account that works where the employee does, with no higher role than the giver's.
import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { employeeBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { png } from './images.ts'
import { registerCallers } from './register-fixtures.ts'
import type { Page, Row as Employee } from './register-pages.ts'

type Headers = Record<string, string>
type Overrides = Record<string, unknown>

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>> & { ugc: Headers; admin: Headers }
let lecturer: number
let universityDepartment: number
let campusDepartment: number

beforeAll(async () => {
  api = await startApi()
  callers = {
    ...(await registerCallers(api)),
    ugc: await api.as('ugcadmin'),
    admin: await api.as('admin'),
  }
  const [post] = await api.db
    .select()
    .from(t.employeePositions)
    .where(eq(t.employeePositions.positionName, 'Lecturer'))
  lecturer = post!.id
  const department = async (campusId: number | null) =>
    (
      await api.db
        .select()
        .from(t.departments)
        .where(
          and(
            campusId === null
              ? isNull(t.departments.campusId)
              : eq(t.departments.campusId, campusId),
            eq(t.departments.universityId, 1),
          ),
        )
    )[0]!.id
  universityDepartment = await department(null)
  campusDepartment = await department(78)
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const teacher = (overrides: Overrides = {}) => employeeBody({ postId: lecturer }, overrides)
const create = async (headers: Headers, body: object) => {
  const res = await send('POST', '/Employee', headers, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Employee>()
}
const employeeRows = async () => (await api.db.select({ n: count() }).from(t.employees))[0]!.n

describe('employers', () => {
  it("a university enters its central office's staff, whatever campus it sends", async () => {
    const made = await create(callers.uniAdmin, teacher({ campusId: 78, universityId: 2 }))
    expect(made).toMatchObject({ universityId: 1, campusId: null, fte: 1 })
    const office = await create(callers.uniAdmin, teacher({ departmentId: universityDepartment }))
    expect(office.departmentId).toBe(universityDepartment)
    // A campus's department is not the office's.
    const before = await employeeRows()
    const wrong = await send(
      'POST',
      '/Employee',
      callers.uniAdmin,
      teacher({ departmentId: campusDepartment }),
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([expect.objectContaining({ field: 'departmentId' })])
    expect(await employeeRows()).toBe(before)
  })

  it("the commission's staff are the UgcAdmin's; it names no campus or university", async () => {
    const made = await create(callers.ugc, teacher())
    expect(made).toMatchObject({ universityId: null, campusId: null })
    for (const owner of [{ campusId: 78 }, { universityId: 1 }]) {
      const res = await send('POST', '/Employee', callers.ugc, teacher(owner))
      expect(res.statusCode, JSON.stringify(owner)).toBe(403)
      expect(res.headers['content-type']).toContain('application/problem+json')
    }
    // Nor moves its own staff to a university; the Admin (a reader) enters nobody.
    const url = `/Employee/${made.id}`
    expect((await send('PATCH', url, callers.ugc, { universityId: 1 })).statusCode).toBe(403)
    expect((await send('POST', '/Employee', callers.admin, teacher())).statusCode).toBe(403)
  })

  it('the SuperAdmin names any employer: a campus, a university without one, or neither', async () => {
    expect(await create(callers.superAdmin, teacher({ campusId: 79 }))).toMatchObject({
      universityId: 1,
      campusId: 79,
    })
    expect(await create(callers.superAdmin, teacher({ universityId: 1 }))).toMatchObject({
      universityId: 1,
      campusId: null,
    })
    expect(await create(callers.superAdmin, teacher())).toMatchObject({
      universityId: null,
      campusId: null,
    })
    const unknown = await send(
      'POST',
      '/Employee',
      callers.superAdmin,
      teacher({ universityId: 99999 }),
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'universityId' })])
  })

  it('each employer edits its own staff and reads as before', async () => {
    const office = await create(callers.uniAdmin, teacher())
    const campus = await create(callers.college, teacher())
    const commission = await create(callers.ugc, teacher())
    const edit = (headers: Headers, id: number) =>
      send('PATCH', `/Employee/${id}`, headers, { teachingLoad: 3 })
    expect((await edit(callers.uniAdmin, office.id)).statusCode).toBe(200)
    expect((await edit(callers.uniAdmin, campus.id)).statusCode).toBe(403)
    expect((await edit(callers.ugc, commission.id)).statusCode).toBe(200)
    expect((await edit(callers.ugc, office.id)).statusCode).toBe(403)
    expect((await edit(callers.ugc, campus.id)).statusCode).toBe(403)
    expect((await edit(callers.superAdmin, office.id)).statusCode).toBe(200)
    // A campus sees neither office; another university sees neither.
    for (const id of [office.id, commission.id]) {
      expect((await send('GET', `/Employee/${id}`, callers.college)).statusCode).toBe(404)
      expect((await send('GET', `/Employee/${id}`, callers.otherUniAdmin)).statusCode).toBe(404)
    }
    expect((await send('GET', `/Employee/${commission.id}`, callers.uniAdmin)).statusCode).toBe(404)
    // A document is the record's edit: 404 where the record is read but not written.
    const post = (headers: Headers, id: number) =>
      api.app.inject({
        method: 'POST',
        url: `/api/Employee/${id}/Document?kind=other&name=letter.pdf`,
        headers: { ...headers, 'content-type': 'application/pdf' },
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
      })
    expect((await post(callers.uniAdmin, campus.id)).statusCode).toBe(404)
    expect((await post(callers.uniAdmin, office.id)).statusCode).toBe(200)
  })

  it('lists whose staff by level; a university reads its office beside its campuses', async () => {
    const office = await create(callers.uniAdmin, teacher())
    const commission = await create(callers.ugc, teacher())
    const list = async (headers: Headers, query: string) =>
      (await send('GET', `/Employee?limit=100&${query}`, headers)).json<Page>()
    const uniOffice = await list(callers.uniAdmin, 'level=university')
    expect(uniOffice.items.every((e) => e.campusId === null && e.universityId === 1)).toBe(true)
    expect(uniOffice.items.map((e) => e.id)).toContain(office.id)
    const ugcOwn = await list(callers.ugc, 'level=commission')
    expect(ugcOwn.items.every((e) => e.campusId === null && e.universityId === null)).toBe(true)
    expect(ugcOwn.items.map((e) => e.id)).toContain(commission.id)
    expect((await list(callers.college, 'level=university')).total).toBe(0)
    expect((await list(callers.uniAdmin, 'level=commission')).total).toBe(0)
    const [demoOffices] = await api.db
      .select({ n: count() })
      .from(t.employees)
      .where(and(eq(t.employees.universityId, 1), isNull(t.employees.campusId)))
    expect((await list(callers.ugc, 'level=university&universityId=1')).total).toBe(demoOffices!.n)
    const bad = await send('GET', '/Employee?level=ministry', callers.ugc)
    expect(bad.statusCode).toBe(400)
  })

  it('an employee code is unique within its employer, not across employers', async () => {
    const code = `OFF-${unique()}`.replace(/[^0-9A-Za-z/-]/g, '')
    await create(callers.uniAdmin, teacher({ employeeCode: code }))
    await create(callers.otherUniAdmin, teacher({ employeeCode: code }))
    await create(callers.ugc, teacher({ employeeCode: code }))
    await create(callers.college, teacher({ employeeCode: code }))
    for (const headers of [callers.uniAdmin, callers.ugc]) {
      const again = await send(
        'POST',
        '/Employee',
        headers,
        teacher({ employeeCode: code.toLowerCase() }),
      )
      expect(again.statusCode).toBe(409)
      expect(again.json().existingId).toEqual(expect.any(Number))
    }
  })
})

describe('a share of a full-time post', () => {
  it('is 1 unless sent, above 0 and at most 1', async () => {
    expect((await create(callers.college, teacher())).fte).toBe(1)
    expect((await create(callers.college, teacher({ fte: 0.25 }))).fte).toBe(0.25)
    const before = await employeeRows()
    for (const fte of [0, -0.5, 1.5, 'half']) {
      const res = await send('POST', '/Employee', callers.college, teacher({ fte }))
      expect(res.statusCode, String(fte)).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'fte' })])
    }
    expect(await employeeRows()).toBe(before)
  })
})

describe("one person's appointments", () => {
  it('are linked by citizenship number (written either way) and date of birth', async () => {
    const number = `44-02-${Date.now() % 1000000}`
    const born = '1976-08-09'
    const first = await create(
      callers.college,
      teacher({ citizenshipNo: number, dateOfBirth: born, fte: 0.5, appointmentType: 'part-time' }),
    )
    const second = await create(
      callers.uniAdmin,
      teacher({ citizenshipNo: number.replaceAll('-', '/'), dateOfBirth: born, fte: 0.5 }),
    )
    // The same number with another birth is another person.
    const stranger = await create(
      callers.college,
      teacher({ citizenshipNo: number, dateOfBirth: '1980-01-01' }),
    )
    const [campus] = await api.db.select().from(t.campuses).where(eq(t.campuses.id, 78))
    const [university] = await api.db.select().from(t.universities).where(eq(t.universities.id, 1))
    expect(first.otherAppointments).toEqual([])
    const firstNow = (await send('GET', `/Employee/${first.id}`, callers.college)).json<Employee>()
    expect(firstNow.otherAppointments).toEqual([
      {
        employer: university!.name,
        post: 'Lecturer',
        fte: 0.5,
        status: 'working',
        appointmentType: 'permanent',
        joinedOn: '2012-07-16',
        statusChangedOn: null,
      },
    ])
    expect(second.otherAppointments).toEqual([
      expect.objectContaining({
        employer: campus!.campusName,
        fte: 0.5,
        status: 'working',
        appointmentType: 'part-time',
      }),
    ])
    expect(stranger.otherAppointments).toEqual([])
    expect((await create(callers.college, teacher())).otherAppointments).toEqual([])
  })
})

describe('staff accounts', () => {
  const invite = (headers: Headers, payload: object) =>
    send('POST', '/User/Invite', headers, payload)
  const account = (employeeId: number, role: string, email = `staff-${unique()}@example.test`) => ({
    email: email.replace(/[^0-9A-Za-z@.-]/g, ''),
    fullName: 'Staff Member',
    role,
    employeeId,
  })

  it("a university gives its office's employee a UniAdmin account, which signs in with that role", async () => {
    const employee = await create(callers.uniAdmin, teacher())
    const body = account(employee.id, 'UniAdmin')
    const res = await invite(callers.uniAdmin, { ...body, universityId: 2, campusId: 79 })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      role: 'UniAdmin',
      universityId: 1,
      campusId: null,
      employeeId: employee.id,
    })
    const shown = (await send('GET', `/Employee/${employee.id}`, callers.uniAdmin)).json<Employee>()
    expect(shown.account).toMatchObject({
      email: body.email,
      role: 'UniAdmin',
      mustSetPassword: true,
    })
    // One account a record: a second is 409 with the first.
    const twice = await invite(callers.superAdmin, account(employee.id, 'UniAdmin'))
    expect(twice.statusCode).toBe(409)
    expect(twice.json().existingId).toBe(res.json().id)

    const { token } = await api.passwordLinkMailedTo(body.email)
    const set = await send(
      'POST',
      '/User/ResetPassword',
      {},
      {
        email: body.email,
        newPassword: 'Office#Staff2026',
        resetToken: token,
      },
    )
    expect(set.statusCode, set.body).toBe(201)
    const login = await api.login(body.email, 'Office#Staff2026')
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ role: 'UniAdmin' })
    // With the university's reach and no more: another university's campus is not theirs.
    const headers = { authorization: `Bearer ${login.json().tokenString as string}` }
    const foreign = await send('GET', `/Employee?campusId=${callers.foreignCampus.id}`, headers)
    expect(foreign.json<Page>().total).toBe(0)
    expect((await invite(headers, account(employee.id, 'SuperAdmin'))).statusCode).toBe(403)
  })

  it("refuses a role of another level, a higher role, another's employee, and an unknown one", async () => {
    const office = await create(callers.uniAdmin, teacher())
    const commission = await create(callers.ugc, teacher())
    const campus = await create(callers.college, teacher())
    const foreign = await create(callers.otherUniAdmin, teacher())
    const users = async () => (await api.db.select({ n: count() }).from(t.users))[0]!.n
    const before = await users()
    const refused = async (headers: Headers, body: object, status: number, field?: string) => {
      const res = await invite(headers, body)
      expect(res.statusCode, res.body).toBe(status)
      if (field) expect(res.json().errors).toEqual([expect.objectContaining({ field })])
    }
    await refused(callers.uniAdmin, account(office.id, 'CollegeAdmin'), 400, 'role')
    await refused(callers.superAdmin, account(commission.id, 'UniAdmin'), 400, 'role')
    await refused(callers.superAdmin, account(campus.id, 'UgcAdmin'), 400, 'role')
    await refused(callers.uniAdmin, account(office.id, 'SuperAdmin'), 403)
    await refused(callers.uniAdmin, account(commission.id, 'UniAdmin'), 400, 'employeeId')
    await refused(callers.uniAdmin, account(foreign.id, 'UniAdmin'), 400, 'employeeId')
    await refused(callers.superAdmin, account(2147483647, 'UniAdmin'), 400, 'employeeId')
    // Only the SuperAdmin and a UniAdmin give accounts (the UgcAdmin manages no users).
    await refused(callers.ugc, account(commission.id, 'UgcAdmin'), 403)
    expect(await users()).toBe(before)
    // The commission's employee gets a commission role from the SuperAdmin; a campus's a campus role.
    const given = await invite(callers.superAdmin, account(commission.id, 'UgcAdmin'))
    expect(given.json()).toMatchObject({
      universityId: null,
      campusId: null,
      employeeId: commission.id,
    })
    const clerk = await invite(callers.uniAdmin, account(campus.id, 'CollegeUser'))
    expect(clerk.json()).toMatchObject({ universityId: 1, campusId: 78, employeeId: campus.id })
  })
})

describe('many employees in one request (an import’s chunk)', () => {
  it('enters and edits row by row: a code twice is the second’s duplicate, a bad row stands alone', async () => {
    const code = `BULK-${unique()}`.replace(/[^0-9A-Za-z/-]/g, '')
    const existing = await create(callers.uniAdmin, teacher())
    const before = await employeeRows()
    const res = await send(
      'POST',
      '/Employee/Bulk',
      { ...callers.uniAdmin, 'idempotency-key': `b-${unique()}` },
      {
        rows: [
          { key: 'a', fields: teacher({ employeeCode: code }) },
          { key: 'b', fields: teacher({ employeeCode: code.toLowerCase() }) },
          { key: 'c', fields: teacher({ joinedOn: '1990-01-01' }) },
          { key: 'd', fields: { firstName: 'Only' } },
          { key: 'e', id: existing.id, version: existing.version, fields: { fte: 0.75 } },
          { key: 'f', id: existing.id, fields: { firstName: existing.firstName } },
        ],
      },
    )
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'created',
      'duplicate',
      'invalid',
      'invalid',
      'updated',
      'unchanged',
    ])
    expect(body.results[1]).toMatchObject({
      existingId: body.results[0].id,
      field: 'employeeCode',
    })
    expect(body.counts).toEqual({ created: 1, updated: 1, unchanged: 1, rejected: 3 })
    expect(await employeeRows()).toBe(before + 1)
    const made = (
      await send('GET', `/Employee/${body.results[0].id}`, callers.uniAdmin)
    ).json<Employee>()
    expect(made).toMatchObject({ universityId: 1, campusId: null })
    // A campus's rows go to its campus; a reader (the Admin) writes none.
    const denied = await send('POST', '/Employee/Bulk', callers.admin, {
      rows: [{ key: 'x', fields: teacher() }],
    })
    expect(denied.statusCode).toBe(403)
  })
})

const photoPng = png([200, 120, 40])

describe("an employee's photo", () => {
  it('is set, read and removed as a student’s, by the employer who writes the record', async () => {
    const office = await create(callers.uniAdmin, teacher())
    const campus = await create(callers.college, teacher())
    const put = (headers: Headers, id: number) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/Employee/${id}/Photo`,
        headers: { ...headers, 'content-type': 'image/png' },
        payload: photoPng,
      })
    const set = await put(callers.uniAdmin, office.id)
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json<Employee>()).toMatchObject({
      version: office.version + 1,
      photo: { type: 'image/png', size: photoPng.length },
    })
    const read = await send('GET', `/Employee/${office.id}/Photo`, callers.ugc)
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toBe('image/png')
    expect(read.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(read.rawPayload, photoPng)).toBe(0)
    // Out of reach: a campus reads no office's photo; a university writes no campus's.
    expect((await send('GET', `/Employee/${office.id}/Photo`, callers.college)).statusCode).toBe(
      404,
    )
    expect((await put(callers.uniAdmin, campus.id)).statusCode).toBe(404)
    expect((await send('GET', `/Employee/${campus.id}/Photo`, callers.college)).statusCode).toBe(
      404,
    )
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/Employee/${office.id}/Photo`,
      headers: callers.uniAdmin,
    })
    expect(removed.json<Employee>().photo).toBeNull()
    expect((await send('GET', `/Employee/${office.id}/Photo`, callers.uniAdmin)).statusCode).toBe(
      404,
    )
  })
})

describe('the import log', () => {
  it('sums an import’s chunks once each, keeps its refusals, and is read within the importer’s scope', async () => {
    const id = crypto.randomUUID()
    const code = `LOG-${unique()}`.replace(/[^0-9A-Za-z/-]/g, '')
    const chunk = (n: number, rows: object[]) =>
      send(
        'POST',
        '/Employee/Bulk',
        { ...callers.college, 'idempotency-key': `${id}-${n}` },
        {
          import: { id, fileName: 'staff 2083.xlsx', fileRows: 5, invalidRows: 1, chunks: 2 },
          rows,
        },
      )
    const firstRows = [
      { key: '2: A', fields: teacher({ employeeCode: code }) },
      { key: '3: B', fields: teacher({ employeeCode: code }) },
    ]
    const first = await chunk(1, firstRows)
    expect(first.statusCode, first.body).toBe(200)
    // A replayed chunk (the same Idempotency-Key) adds nothing twice.
    const again = await chunk(1, firstRows)
    expect(again.headers['idempotent-replayed']).toBe('true')
    await chunk(2, [{ key: '4: C', fields: teacher() }])
    type Log = { items: Record<string, unknown>[]; total: number }
    const log = async (headers: Headers, query = 'register=employee') =>
      (await send('GET', `/Import?${query}`, headers)).json<Log>()
    const entry = (await log(callers.college)).items.find((e) => e.id === id)
    expect(entry).toMatchObject({
      register: 'employee',
      fileName: 'staff 2083.xlsx',
      fileRows: 5,
      invalidRows: 1,
      chunks: 2,
      chunksDone: 2,
      created: 2,
      rejected: 1,
      errors: [
        // The log names the field too (decision 0409).
        {
          key: '3: B',
          outcome: 'duplicate',
          field: 'employeeCode',
          message: expect.stringMatching(/^employeeCode: duplicate of \d+$/),
        },
      ],
    })
    // The campus's university and the commission read it; another campus and university do not.
    expect((await log(callers.uniAdmin)).items.map((e) => e.id)).toContain(id)
    expect((await log(callers.ugc)).items.map((e) => e.id)).toContain(id)
    expect((await log(callers.otherCampus)).items.map((e) => e.id)).not.toContain(id)
    expect((await log(callers.otherUniAdmin)).items.map((e) => e.id)).not.toContain(id)
    expect((await log(callers.college, 'register=student')).items.map((e) => e.id)).not.toContain(
      id,
    )
    // Another user's chunk, or one of another register, cannot add to this import: refused whole
    // (decision 0416), its rows not written, so none is applied outside the log.
    const stranger = teacher({ employeeCode: `X-${code}` })
    const foreign = [
      send('POST', '/Employee/Bulk', callers.clerk, {
        import: { id, fileName: 'x.xlsx', fileRows: 1, invalidRows: 0, chunks: 1 },
        rows: [{ key: 'x', fields: stranger }],
      }),
      send('POST', '/Batch/Bulk', callers.college, {
        import: { id, fileName: 'x.xlsx', fileRows: 1, invalidRows: 0, chunks: 1 },
        rows: [{ key: 'x', fields: { batchName: `Batch ${code}`, batchYear: 2083 } }],
      }),
    ]
    for (const refused of await Promise.all(foreign)) {
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.headers['content-type']).toContain('application/problem+json')
      expect(refused.json()).toMatchObject({
        type: 'https://hemis.local/problems/import-id-taken',
        errors: [{ field: 'import.id', message: expect.any(String) }],
      })
    }
    const written = await api.db
      .select({ id: t.employees.id })
      .from(t.employees)
      .where(eq(t.employees.employeeCode, stranger.employeeCode))
    expect(written).toEqual([])
    const batches = await api.db
      .select({ id: t.batches.id })
      .from(t.batches)
      .where(eq(t.batches.batchName, `Batch ${code}`))
    expect(batches).toEqual([])
    expect((await log(callers.college)).items.find((e) => e.id === id)).toMatchObject({
      chunksDone: 2,
      created: 2,
    })
  })

  it('logs the first of two users sending one new import id at once and refuses the other whole', async () => {
    const id = crypto.randomUUID()
    const codes = [`RACE-A-${unique()}`, `RACE-B-${unique()}`].map((c) =>
      c.replace(/[^0-9A-Za-z/-]/g, ''),
    )
    const answers = await Promise.all(
      [callers.college, callers.clerk].map((headers, n) =>
        send('POST', '/Employee/Bulk', headers, {
          import: { id, fileName: 'race.xlsx', fileRows: 1, invalidRows: 0, chunks: 1 },
          rows: [{ key: 'x', fields: teacher({ employeeCode: codes[n] }) }],
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const written = await api.db
      .select({ code: t.employees.employeeCode })
      .from(t.employees)
      .where(inArray(t.employees.employeeCode, codes))
    expect(written).toHaveLength(1)
    const [entry] = await api.db.select().from(t.imports).where(eq(t.imports.id, id))
    expect(entry).toMatchObject({ created: 1, chunksDone: 1 })
  })

  it('refuses counts that cannot be, naming the field and writing nothing', async () => {
    const cases: [object, number, string][] = [
      [{ fileRows: 3, invalidRows: 50 }, 1, 'import.invalidRows'],
      [{ fileRows: 3, invalidRows: 2 }, 2, 'import.fileRows'],
    ]
    for (const [counts, sent, field] of cases) {
      const id = crypto.randomUUID()
      const res = await send('POST', '/Employee/Bulk', callers.college, {
        import: { id, fileName: 'odd.xlsx', chunks: 1, ...counts },
        rows: Array.from({ length: sent }, (_, n) => ({ key: `${n}`, fields: teacher() })),
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field })])
      const log = await send('GET', '/Import?register=employee', callers.college)
      expect(log.json<{ items: { id: string }[] }>().items.map((e) => e.id)).not.toContain(id)
    }
  })
})
