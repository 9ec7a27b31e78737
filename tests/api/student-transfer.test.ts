// A student's move to another campus of their university through the real server (decision 0362):
// the university moves the record, keeping its registration number and verification state and
// clearing what was the old campus's; the old campus no longer finds it, the new one does; every
// refusal (another university's campus, the own campus, a program the campus does not offer, a
// student who left, a stale version, a campus or the commission asking) writes nothing.
import { eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'
import { outcomeFixtures } from './outcome-fixtures.ts'
import type { Row } from './register-pages.ts'

let api: Api
let f: Awaited<ReturnType<typeof outcomeFixtures>>

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
})
afterAll(() => api.close())

const transfer = (id: number, body: object, headers = f.uniAdmin, version?: number) =>
  api.app.inject({
    method: 'POST',
    url: `/api/Student/${id}/Transfer`,
    headers: { ...headers, ...(version ? { 'if-match': `"${version}"` } : {}) },
    payload: body,
  })
const stored = async (id: number) =>
  (await api.db.select().from(t.students).where(eq(t.students.id, id)))[0]!

describe('a transfer to another campus', () => {
  it('moves the record within the university, keeping its number and state, clearing the class', async () => {
    const student = await f.newStudent(f.college, { rollNo: `T-${Date.now()}` })
    await f.send('POST', `/Student/${student.id}/Submit`, f.college)
    await f.send('POST', `/Student/${student.id}/Verify`, f.uniAdmin)
    const before = await stored(student.id)
    const res = await transfer(student.id, { campusId: 79 }, f.uniAdmin, before.version)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers.etag).toBe(`"${before.version + 1}"`)
    expect(res.json()).toMatchObject({
      campusId: 79,
      programId: before.programId,
      registrationNo: before.registrationNo,
      verificationState: 'verified',
      rollNo: null,
      batchId: null,
      sectionId: null,
    })
    expect((await f.send('GET', `/Student/${student.id}`, f.college)).statusCode).toBe(404)
    expect((await f.send('GET', `/Student/${student.id}`, f.otherCampus)).statusCode).toBe(200)
    const history = await f.send('GET', `/Student/${student.id}/History`, f.otherCampus)
    const [latest] = history.json<{ items: { event: string; changes: Row[] }[] }>().items
    expect(latest!.event).toBe('transferred')
    expect(latest!.changes).toContainEqual({ field: 'campusId', old: 78, new: 79 })
  })

  it('refuses what cannot move, writing nothing', async () => {
    const student = await f.newStudent()
    const [foreignProgram] = await api.db
      .select({ id: t.programs.id })
      .from(t.programs)
      .where(ne(t.programs.universityId, 1))
      .limit(1)
    const refusals: [object, number, string?][] = [
      [{ campusId: f.foreignCampus.id }, 400, 'campusId'],
      [{ campusId: 78 }, 400, 'campusId'],
      [{ campusId: 99_999 }, 400, 'campusId'],
      [{ campusId: 79, programId: foreignProgram!.id }, 400, 'programId'],
    ]
    for (const [body, status, field] of refusals) {
      const res = await transfer(student.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field)
    }
    expect((await transfer(student.id, { campusId: 79 }, f.uniAdmin, 7)).statusCode).toBe(409)
    // Only the university moves a student: not a campus, not the commission, not another university.
    expect((await transfer(student.id, { campusId: 79 }, f.college)).statusCode).toBe(403)
    expect((await transfer(student.id, { campusId: 79 }, f.superAdmin)).statusCode).toBe(403)
    expect((await transfer(student.id, { campusId: 79 }, f.otherUniAdmin)).statusCode).toBe(404)
    await f.setStatus(student.id, 'droppedOut')
    const left = await transfer(student.id, { campusId: 79 })
    expect(left.statusCode).toBe(422)
    expect(await stored(student.id)).toMatchObject({ campusId: 78, version: 1 })
  })
})
