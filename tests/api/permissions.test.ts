// Permissions as data (issue 16, decision 0332): the commission turns a role's permission off,
// nationally or for one university's or campus's people; the access table stays the ceiling.
import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import {
  batchBody,
  campus78StudentIds,
  employeeBody,
  facultyBody,
  studentBody,
} from './factories.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let ugc: Record<string, string>
let superAdmin: Record<string, string>
let college: Record<string, string>
let otherCampus: { id: number; universityId: number }
let sameUniversityCampus: number
beforeAll(async () => {
  api = await startApi()
  ugc = await api.as('ugcadmin')
  superAdmin = await api.as('superadmin')
  college = await api.as('collegeadmin')
  const [other] = await api.db
    .select({ id: t.campuses.id, universityId: t.campuses.universityId })
    .from(t.campuses)
    .where(ne(t.campuses.universityId, 1))
    .limit(1)
  otherCampus = { id: other!.id, universityId: other!.universityId }
  const [sibling] = await api.db
    .select({ id: t.campuses.id })
    .from(t.campuses)
    .where(and(eq(t.campuses.universityId, 1), ne(t.campuses.id, 78)))
    .limit(1)
  sameUniversityCampus = sibling!.id
})
afterAll(() => api.close())

const set = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'PUT', url: '/api/Permission', headers, payload })

const createFaculty = (name: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/Faculty',
    headers: college,
    payload: facultyBody({ facultyName: name, shortName: name.slice(0, 6) }),
  })

const rowCount = async () =>
  (await api.db.select({ n: sql<number>`count(*)::int` }).from(t.permissionRevocations))[0]!.n

const setupCreate = { role: 'CollegeAdmin', module: 'setup', action: 'create' }

describe('a permission turned off', () => {
  it('is refused at the role’s next request, named in every answer’s header, and back on when restored', async () => {
    expect((await createFaculty('Faculty Before')).statusCode).toBe(201)
    const off = await set(ugc, { ...setupCreate, granted: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({
      ...setupCreate,
      universityId: null,
      campusId: null,
      granted: false,
    })

    const refused = await createFaculty('Faculty Refused')
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    expect(refused.json().detail).toContain('setup:create')
    expect(refused.headers['hemis-revoked']).toBe('setup:create')
    const read = await api.app.inject({
      method: 'GET',
      url: '/api/Faculty/GetAllFaculties',
      headers: college,
    })
    expect(read.statusCode).toBe(200)
    expect(read.headers['hemis-revoked']).toBe('setup:create')
    // Another role of the same campus keeps it.
    const user = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: await api.as('collegeuser'),
      payload: facultyBody({ facultyName: 'Faculty of the User', shortName: 'FoU' }),
    })
    expect(user.statusCode).toBe(201)
    // Twice is one row.
    expect((await set(ugc, { ...setupCreate, granted: false })).statusCode).toBe(200)
    expect(await rowCount()).toBe(1)

    expect((await set(ugc, { ...setupCreate, granted: true })).statusCode).toBe(200)
    const again = await createFaculty('Faculty After')
    expect(again.statusCode).toBe(201)
    expect(again.headers['hemis-revoked']).toBe('')
    expect(await rowCount()).toBe(0)
  })

  it('for a university or a campus reaches only its people', async () => {
    const cases: [Record<string, number>, boolean][] = [
      [{ campusId: sameUniversityCampus }, false],
      [{ campusId: 78 }, true],
      [{ universityId: otherCampus.universityId }, false],
      [{ universityId: 1 }, true],
    ]
    for (const [scope, reaches] of cases) {
      expect((await set(ugc, { ...setupCreate, ...scope, granted: false })).statusCode).toBe(200)
      const answer = await createFaculty(`Faculty ${JSON.stringify(scope)}`)
      expect([scope, answer.statusCode]).toEqual([scope, reaches ? 403 : 201])
      expect((await set(ugc, { ...setupCreate, ...scope, granted: true })).statusCode).toBe(200)
    }
  })

  it('is written to the audit log with who turned it off and on', async () => {
    await set(ugc, { ...setupCreate, module: 'students', granted: false })
    await set(ugc, { ...setupCreate, module: 'students', granted: true })
    const rows = await api.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.tableName, 'permission_revocations'))
      .orderBy(t.auditLog.id)
    const [ugcUser] = await api.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'ugcadmin@hemis.local'))
    const last = rows.slice(-2)
    expect(last.map((r) => [r.action, r.operationId, r.userId])).toEqual([
      ['insert', 'setPermission', ugcUser!.id],
      ['delete', 'setPermission', ugcUser!.id],
    ])
    expect(last[0]!.changes).toMatchObject({ module: [null, 'students'], action: [null, 'create'] })
  })

  it('lists every setting for the commission and a university’s own for its UniAdmin', async () => {
    const settings = [
      { role: 'UniAdmin', module: 'reports', action: 'export' },
      { ...setupCreate, universityId: 1 },
      { ...setupCreate, campusId: sameUniversityCampus },
      { ...setupCreate, universityId: otherCampus.universityId },
      { ...setupCreate, campusId: otherCampus.id },
    ]
    for (const setting of settings)
      expect((await set(ugc, { ...setting, granted: false })).statusCode).toBe(200)
    const list = async (headers: Record<string, string>) => {
      const res = await api.app.inject({ method: 'GET', url: '/api/Permission', headers })
      expect(res.statusCode).toBe(200)
      return (res.json().items as { universityId: number | null; campusId: number | null }[]).map(
        (row) => [row.universityId, row.campusId],
      )
    }
    expect(await list(ugc)).toHaveLength(5)
    expect((await list(await api.as('uniadmin'))).sort()).toEqual(
      [
        [null, null],
        [1, null],
        [null, sameUniversityCampus],
      ].sort(),
    )
    const [first] = (
      await api.app.inject({ method: 'GET', url: '/api/Permission', headers: superAdmin })
    ).json().items
    expect(first).toMatchObject({ changedBy: expect.any(String), changedAt: expect.any(String) })
    for (const setting of settings) await set(ugc, { ...setting, granted: true })
    expect(await rowCount()).toBe(0)
  })
})

describe('refused settings write nothing', () => {
  const refusals: [string, () => Record<string, string>, Record<string, unknown>, number][] = [
    [
      'a role not below the UgcAdmin’s',
      () => ugc,
      { role: 'UgcAdmin', module: 'users', action: 'read' },
      403,
    ],
    [
      'the Admin, above the UgcAdmin',
      () => ugc,
      { role: 'Admin', module: 'reports', action: 'read' },
      403,
    ],
    [
      'what the access table does not give',
      () => ugc,
      { role: 'Student', module: 'users', action: 'create' },
      400,
    ],
    [
      'a verify no setup list has',
      () => superAdmin,
      { role: 'CollegeAdmin', module: 'setup', action: 'verify' },
      400,
    ],
    [
      'user management of the SuperAdmin',
      () => superAdmin,
      { role: 'SuperAdmin', module: 'users', action: 'update' },
      409,
    ],
    [
      'permission management of the SuperAdmin',
      () => superAdmin,
      { role: 'SuperAdmin', module: 'permissions', action: 'update' },
      409,
    ],
    [
      'a campus scope for a university role',
      () => ugc,
      { role: 'UniAdmin', module: 'reports', action: 'read', campusId: 78 },
      400,
    ],
    [
      'an institution scope for a commission role',
      () => superAdmin,
      { role: 'UgcAdmin', module: 'reports', action: 'read', universityId: 1 },
      400,
    ],
    [
      'a university and a campus at once',
      () => ugc,
      { ...setupCreate, universityId: 1, campusId: 78 },
      400,
    ],
    ['a campus that does not exist', () => ugc, { ...setupCreate, campusId: 999_999 }, 404],
    ['a university that does not exist', () => ugc, { ...setupCreate, universityId: 999_999 }, 404],
    ['a campus role', () => college, setupCreate, 403],
  ]
  for (const [what, who, setting, status] of refusals)
    it(`${what}: ${status}`, async () => {
      const res = await set(who(), { ...setting, granted: false })
      expect(res.statusCode).toBe(status)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json().detail).toBeTruthy()
      expect(await rowCount()).toBe(0)
    })

  it('the SuperAdmin may tune its own other permissions and the UgcAdmin’s', async () => {
    const own = { role: 'SuperAdmin', module: 'reports', action: 'export' }
    expect((await set(superAdmin, { ...own, granted: false })).statusCode).toBe(200)
    const header = (
      await api.app.inject({ method: 'GET', url: '/api/User/Me', headers: superAdmin })
    ).headers['hemis-revoked']
    expect(header).toBe('reports:export')
    const theirs = { role: 'UgcAdmin', module: 'permissions', action: 'update' }
    expect((await set(superAdmin, { ...theirs, granted: false })).statusCode).toBe(200)
    expect((await set(ugc, { ...setupCreate, granted: false })).statusCode).toBe(403)
    expect((await set(superAdmin, { ...theirs, granted: true })).statusCode).toBe(200)
    expect((await set(superAdmin, { ...own, granted: true })).statusCode).toBe(200)
    expect(await rowCount()).toBe(0)
  })
})

describe('a permission turned off, whatever the path of its action (decision 0414)', () => {
  type Headers = Record<string, string>
  type Row = { id: number; version: number; [field: string]: unknown }
  type Result = { key: string; outcome: string; errors?: { message: string }[] }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
  let user: Headers
  let studentIds: Awaited<ReturnType<typeof campus78StudentIds>>
  let lecturer: number
  beforeAll(async () => {
    user = await api.as('collegeuser')
    studentIds = await campus78StudentIds(api.db)
    const [post] = await api.db
      .select({ id: t.employeePositions.id })
      .from(t.employeePositions)
      .where(eq(t.employeePositions.positionName, 'Lecturer'))
    lecturer = post!.id
  })

  /** The CollegeUser's `module:action` at campus 78, as the audit's repro turned it off. */
  const turn = async (module: string, action: string, granted: boolean) => {
    const res = await set(superAdmin, {
      role: 'CollegeUser',
      module,
      action,
      campusId: 78,
      granted,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
    api.app.inject({ method, url: `/api${url}`, headers: user, ...(payload ? { payload } : {}) })
  const created = async (path: string, payload: object) => {
    const res = await send('POST', `/${path}`, payload)
    expect(res.statusCode, res.body).toBe(201)
    return res.json<Row>()
  }
  const newStudent = () => studentBody(studentIds)
  const bulk = async (path: string, rows: object[]) => {
    const res = await send('POST', `/${path}/Bulk`, { rows })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ results: Result[] }>().results
  }
  const addDocument = (path: string, id: number) =>
    api.app.inject({
      method: 'POST',
      url: `/api/${path}/${id}/Document?kind=transcript&name=marks.pdf`,
      headers: { ...user, 'content-type': 'application/pdf' },
      payload: pdf,
    })

  it('an edit needs update through a bulk row and a document; a new row of the bulk is written', async () => {
    const student = await created('Student', newStudent())
    await turn('students', 'update', false)
    const results = await bulk('Student', [
      { key: 'edit', id: student.id, fields: { middleName: 'ViaBulk' } },
      { key: 'new', fields: newStudent() },
    ])
    expect(results.map((r) => r.outcome)).toEqual(['forbidden', 'created'])
    expect(results[0]!.errors?.[0]?.message).toContain('students:update')
    const document = await addDocument('Student', student.id)
    expect(document.statusCode).toBe(403)
    expect(document.json().detail).toContain('students:update')
    const [stored] = await api.db.select().from(t.students).where(eq(t.students.id, student.id))
    expect(stored).toMatchObject({ middleName: student.middleName, version: student.version })
    const documents = await api.db
      .select()
      .from(t.recordDocuments)
      .where(eq(t.recordDocuments.studentId, student.id))
    expect(documents).toEqual([])

    await turn('students', 'update', true)
    const again = await bulk('Student', [
      { key: 'edit', id: student.id, fields: { middleName: 'ViaBulk' } },
    ])
    expect(again.map((r) => r.outcome)).toEqual(['updated'])
    expect((await addDocument('Student', student.id)).statusCode).toBe(200)
  })

  it('a bulk of edits is written with create turned off; only its new rows are refused', async () => {
    const student = await created('Student', newStudent())
    await turn('students', 'create', false)
    const results = await bulk('Student', [
      { key: 'edit', id: student.id, fields: { middleName: 'EditOnly' } },
      { key: 'new', fields: newStudent() },
    ])
    expect(results.map((r) => r.outcome)).toEqual(['updated', 'forbidden'])
    expect(results[1]!.errors?.[0]?.message).toContain('students:create')
    await turn('students', 'create', true)
  })

  it('reaches the employees’ and the setup lists’ bulk writes and an employee’s document', async () => {
    const employee = await created('Employee', employeeBody({ postId: lecturer }))
    const batch = await created('Batch', batchBody())
    await turn('employees', 'update', false)
    await turn('setup', 'update', false)
    const staff = await bulk('Employee', [
      { key: 'edit', id: employee.id, fields: { middleName: 'ViaBulk' } },
    ])
    expect(staff.map((r) => r.outcome)).toEqual(['forbidden'])
    expect((await addDocument('Employee', employee.id)).statusCode).toBe(403)
    const batches = await bulk('Batch', [
      { key: 'edit', id: batch.id, fields: { batchName: `${String(batch.batchName)} edited` } },
      { key: 'new', fields: batchBody() },
    ])
    expect(batches.map((r) => r.outcome)).toEqual(['forbidden', 'created'])
    await turn('employees', 'update', true)
    await turn('setup', 'update', true)
    const [stored] = await api.db.select().from(t.batches).where(eq(t.batches.id, batch.id))
    expect(stored!.batchName).toBe(batch.batchName)
    expect(await rowCount()).toBe(0)
  })
})
