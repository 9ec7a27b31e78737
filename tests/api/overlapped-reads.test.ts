// Reads whose session check runs beside their query (decision 0353): a page of the register starts
// as the caller this process confirmed last, but nothing is answered until the request's own check
// agrees. Each case confirms a session once, changes it behind the server's back, and reads again.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let otherCampus: { id: number; universityId: number }
let nextUser = 91_000
beforeAll(async () => {
  api = await startApi()
  const [other] = await api.db
    .select({ id: t.campuses.id, universityId: t.campuses.universityId })
    .from(t.campuses)
    .where(eq(t.campuses.universityId, 2))
    .limit(1)
  otherCampus = other!
})
afterAll(() => api.close())

/** A campus 78 administrator of its own, signed in, whose session has been confirmed once. */
async function confirmedCampusAdmin() {
  const userId = (nextUser += 1)
  const headers = await api.asCaller({
    userId,
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 78,
  })
  const first = await read(headers, '/api/Student?limit=5')
  expect(first.statusCode).toBe(200)
  return { userId, headers }
}

const read = (headers: Record<string, string>, url: string) =>
  api.app.inject({ method: 'GET', url, headers })

const campusesOf = (page: { items: { campusId: number }[] }) =>
  new Set(page.items.map((s) => s.campusId))

describe('a read that starts before its session is checked', () => {
  it('answers 401 and nothing read once the session is revoked, even to a malformed query', async () => {
    const { userId, headers } = await confirmedCampusAdmin()
    const [student] = (await read(headers, '/api/Student?limit=1')).json().items
    await api.db
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(t.sessions.userId, userId))
    const page = await read(headers, '/api/Student?limit=5')
    expect(page.statusCode).toBe(401)
    expect(page.headers['content-type']).toContain('application/problem+json')
    expect(page.body).not.toContain('"items"')
    const record = await read(headers, `/api/Student/${student.id}`)
    expect(record.statusCode).toBe(401)
    expect(record.headers.etag).toBeUndefined()
    expect(record.body).not.toContain(student.firstName)
    expect((await read(headers, '/api/Student?limit=0')).statusCode).toBe(401)
  })

  it('reads as the account is now when its campus changed since', async () => {
    const { userId, headers } = await confirmedCampusAdmin()
    await api.db
      .update(t.users)
      .set({ campusId: otherCampus.id, universityId: otherCampus.universityId })
      .where(eq(t.users.id, userId))
    const page = await read(headers, '/api/Student?limit=25')
    expect(page.statusCode).toBe(200)
    expect(campusesOf(page.json())).toEqual(new Set([otherCampus.id]))
  })

  it('is refused when the role no longer reads the register', async () => {
    const { userId, headers } = await confirmedCampusAdmin()
    await api.db.update(t.users).set({ role: 'Student' }).where(eq(t.users.id, userId))
    expect((await read(headers, '/api/Student?limit=5')).statusCode).toBe(403)
    expect((await read(headers, '/api/Employee?limit=5')).statusCode).toBe(403)
  })

  it('is refused when the commission turned the permission off since', async () => {
    const { headers } = await confirmedCampusAdmin()
    const off = {
      role: 'CollegeAdmin',
      campusId: 78,
      module: 'students',
      action: 'read',
    } as const
    await api.db.insert(t.permissionRevocations).values(off)
    try {
      const page = await read(headers, '/api/Student?limit=5')
      expect(page.statusCode).toBe(403)
      expect(page.json().detail).toContain('students:read')
      expect(page.headers['hemis-revoked']).toBe('students:read')
    } finally {
      await api.db.delete(t.permissionRevocations).where(eq(t.permissionRevocations.campusId, 78))
    }
    expect((await read(headers, '/api/Student?limit=5')).statusCode).toBe(200)
  })

  it('answers a bad query 400 to a live session, as any read', async () => {
    const { headers } = await confirmedCampusAdmin()
    const bad = await read(headers, '/api/Student?limit=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('limit')
  })
})
