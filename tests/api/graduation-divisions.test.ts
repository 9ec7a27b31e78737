// The graduation table (graduationtable-setups, decision 0320): a university keeps the divisions its
// degrees are awarded in and the lowest CGPA of each; one row a division within a university; campus
// staff read it (the graduation form suggests a division by it) and cannot change it.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
type Headers = Record<string, string>
let university: Headers
let college: Headers
let otherUniversity: Headers

beforeAll(async () => {
  api = await startApi()
  university = await api.as('uniadmin')
  college = await api.as('collegeadmin')
  otherUniversity = await api.asCaller({
    userId: 9401,
    role: 'UniAdmin',
    universityId: 2,
    campusId: null,
  })
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const rows = async () => (await api.db.select({ n: count() }).from(t.graduationDivisions))[0]!.n

it('a university adds its divisions; the same division twice is 409 with the existing id', async () => {
  const first = await send('POST', '/GraduationDivision', university, {
    division: 'distinction',
    minCgpa: 3.6,
  })
  expect(first.statusCode, first.body).toBe(201)
  expect(first.json()).toMatchObject({
    universityId: 1,
    campusId: null,
    division: 'distinction',
    minCgpa: 3.6,
    status: true,
    version: 1,
  })
  const again = await send('POST', '/GraduationDivision', university, {
    division: 'distinction',
    minCgpa: 3.5,
  })
  expect(again.statusCode).toBe(409)
  expect(again.json()).toMatchObject({ existingId: first.json<{ id: number }>().id })
  // Another university has a table of its own.
  const theirs = await send('POST', '/GraduationDivision', otherUniversity, {
    division: 'distinction',
    minCgpa: 3.7,
  })
  expect(theirs.statusCode, theirs.body).toBe(201)
  const listed = await send('GET', '/GraduationDivision', college)
  expect(listed.statusCode).toBe(200)
  expect(listed.json<{ universityId: number }[]>().map((r) => r.universityId)).not.toContain(2)
})

it('a campus reads the table but cannot change it; bad input writes nothing', async () => {
  const before = await rows()
  const denied = await send('POST', '/GraduationDivision', college, {
    division: 'first',
    minCgpa: 3,
  })
  expect(denied.statusCode).toBe(403)
  for (const payload of [
    { division: 'first', minCgpa: 4.5 },
    { division: 'first', minCgpa: 3.005 },
    { division: 'honours', minCgpa: 3 },
    { division: 'first' },
  ]) {
    const bad = await send('POST', '/GraduationDivision', university, payload)
    expect(bad.statusCode, JSON.stringify(payload)).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
  }
  expect(await rows()).toBe(before)
})

it('a change with a stale If-Match is 409 with the row as it is', async () => {
  const created = await send('POST', '/GraduationDivision', university, {
    division: 'second',
    minCgpa: 2.5,
  })
  const id = created.json<{ id: number }>().id
  const changed = await send(
    'PATCH',
    `/GraduationDivision/${id}`,
    { ...university, 'if-match': '"1"' },
    {
      minCgpa: 2.4,
    },
  )
  expect(changed.statusCode, changed.body).toBe(200)
  const stale = await send(
    'PATCH',
    `/GraduationDivision/${id}`,
    { ...university, 'if-match': '"1"' },
    {
      remarks: 'late',
    },
  )
  expect(stale.statusCode).toBe(409)
  expect(stale.json()).toMatchObject({ current: { minCgpa: 2.4, version: 2 } })
  const [row] = await api.db
    .select()
    .from(t.graduationDivisions)
    .where(eq(t.graduationDivisions.id, id))
  expect(row!.remarks).toBeNull()
})
