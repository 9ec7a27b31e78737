// A student's move to another campus of their university through the real server (decision 0362):
// the university moves the record, keeping its registration number and verification state and
// clearing what was the old campus's; the old campus no longer finds it, the new one does; every
// refusal (another university's campus, the own campus, a program the campus does not offer, a
// student who left, a stale version, a campus or the commission asking) writes nothing. The campus
// a student left is told, when it asks for the record, that it moved, not where (decision 0375);
// a campus that never had the record learns nothing more than a plain 404. The old campus's card and
// pending change request end with the move.
import { and, count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'
import { outcomeFixtures } from './outcome-fixtures.ts'
import { png } from './images.ts'
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

  it('keeps the term the new program has; one of another kind or past its length becomes its own', async () => {
    const programOf = async (name: string) =>
      (await api.db.select().from(t.programs).where(eq(t.programs.programName, name)))[0]!.id
    // Four-year semester programs at campus 78 and 79, a two-year one, and an annual one at 79.
    const csit = await programOf('BSc Computer Science and Information Technology')
    // A student studying is always in a term (decision 0412): the same point of the course in the
    // new program's kind (semester 6 is year 3), at most its last (a two-year program's semester 4).
    const moves = [
      [await programOf('Bachelor of Computer Engineering'), { semester: 6, year: null }],
      [await programOf('Master of Business Studies'), { semester: 4, year: null }],
      [await programOf('Bachelor of Arts'), { semester: null, year: 3 }],
    ] as const
    for (const [programId, term] of moves) {
      const student = await f.newStudent(f.college, { programId: csit, semester: 6, year: null })
      const res = await transfer(student.id, { campusId: 79, programId })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ programId, ...term })
      // The new campus edits the record as it is: its term is one the program has.
      const edit = await f.send('PATCH', `/Student/${student.id}`, f.otherCampus, {
        middleName: 'Kumar',
      })
      expect(edit.statusCode, edit.body).toBe(200)
    }
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

  it("ends the old campus's card and pending change request, so the new campus can make its own", async () => {
    const student = await f.newStudent(f.college, { rollNo: `TC-${Date.now()}` })
    const validUntil = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)
    const issued = await f.send('POST', '/StudentCard', f.college, {
      studentIds: [student.id],
      validUntil,
    })
    expect(issued.statusCode, issued.body).toBe(200)
    const code = issued.json<{ items: Row[] }>().items[0]!.code as string
    await f.send('POST', `/Student/${student.id}/Submit`, f.college)
    await f.send('POST', `/Student/${student.id}/Verify`, f.uniAdmin)
    const asked = await f.send('POST', `/Student/${student.id}/ChangeRequest`, f.college, {
      fields: { rollNo: `TC2-${Date.now()}` },
      reason: 'A typing mistake',
    })
    expect(asked.statusCode, asked.body).toBe(201)

    expect((await transfer(student.id, { campusId: 79 })).statusCode).toBe(200)

    // The public check no longer vouches for the student at the campus that issued the card.
    const check = await api.app.inject({ method: 'GET', url: `/api/Verify/StudentCard/${code}` })
    expect(check.json()).toMatchObject({ status: 'notEnrolled', rollNo: null, batchName: null })
    const photo = await api.app.inject({
      method: 'GET',
      url: `/api/Verify/StudentCard/${code}/Photo`,
    })
    expect(photo.statusCode).toBe(404)
    // The new campus issues its own card, a new code.
    const own = await f.send('POST', '/StudentCard', f.otherCampus, {
      studentIds: [student.id],
      validUntil,
    })
    expect(own.statusCode, own.body).toBe(200)
    const newCard = own.json<{ items: Row[] }>().items[0]!
    expect(newCard).toMatchObject({ campusId: 79 })
    expect(newCard.code).not.toBe(code)

    // The old campus's proposal is closed with the reason; the new campus proposes its own.
    const requests = await f.send('GET', `/Student/${student.id}/ChangeRequest`, f.uniAdmin)
    expect(requests.json<{ items: Row[] }>().items[0]).toMatchObject({
      state: 'rejected',
      decisionReason: 'The student moved to another campus of the university.',
    })
    const theirs = await f.send('POST', `/Student/${student.id}/ChangeRequest`, f.otherCampus, {
      fields: { rollNo: `TC3-${Date.now()}` },
      reason: 'The new campus numbers its students',
    })
    expect(theirs.statusCode, theirs.body).toBe(201)
  })
})

describe('a campus asking for a student who moved to another campus', () => {
  const problem = (res: { statusCode: number; json: <T>() => T }) => ({
    status: res.statusCode,
    ...res.json<{ type: string; title: string; detail: string }>(),
  })
  const movedAway = {
    status: 404,
    type: 'https://hemis.local/problems/moved-away',
    title: 'Moved to another campus',
    detail: 'This student has moved to another campus.',
  }
  const notFound = { status: 404, type: 'https://hemis.local/problems/not-found' }
  /** The reads about one student by its id, beside the record's own. */
  const aboutStudent = ['History', 'ChangeRequest', 'Results', 'Standing', 'Dues']
  const auditRows = async (id: number) =>
    (
      await api.db
        .select({ n: count() })
        .from(t.auditLog)
        .where(and(eq(t.auditLog.tableName, 'students'), eq(t.auditLog.recordId, String(id))))
    )[0]!.n
  const edit = (id: number, headers: Record<string, string>, version: number) =>
    api.app.inject({
      method: 'PATCH',
      url: `/api/Student/${id}`,
      headers: { ...headers, 'if-match': `"${version}"`, 'idempotency-key': crypto.randomUUID() },
      payload: { phone: '9841000099' },
    })
  const putPhoto = (id: number, headers: Record<string, string>) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/Student/${id}/Photo`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: png([10, 20, 30]),
    })

  it('is told the read, the edit and the upload found a student who moved, naming no campus, and nothing is written', async () => {
    const student = await f.newStudent(f.college)
    const moved = await transfer(student.id, { campusId: 79 }, f.uniAdmin, student.version)
    expect(moved.statusCode, moved.body).toBe(200)
    const before = await stored(student.id)
    const trail = await auditRows(student.id)
    for (const headers of [f.college, f.clerk]) {
      const read = await f.send('GET', `/Student/${student.id}`, headers)
      expect(read.headers['content-type']).toContain('application/problem+json')
      expect(problem(read)).toMatchObject(movedAway)
      // Where it went is not said: the answer is the problem's members and nothing more.
      const said = read.json<Record<string, unknown>>()
      expect(Object.keys(said).sort()).toEqual(['detail', 'requestId', 'status', 'title', 'type'])
      expect(problem(await edit(student.id, headers, before.version))).toMatchObject(movedAway)
      expect(problem(await putPhoto(student.id, headers))).toMatchObject(movedAway)
      // And every read about the student by its id.
      for (const part of aboutStudent) {
        const about = await f.send('GET', `/Student/${student.id}/${part}`, headers)
        expect(problem(about), part).toMatchObject(movedAway)
      }
    }
    expect(await stored(student.id)).toEqual(before)
    expect(await auditRows(student.id)).toBe(trail)
    // The campus that has it now reads it; the university is not told of any move.
    expect((await f.send('GET', `/Student/${student.id}`, f.otherCampus)).statusCode).toBe(200)
    expect(problem(await f.send('GET', `/Student/${student.id}`, f.otherUniAdmin))).toMatchObject(
      notFound,
    )
  })

  it('is a plain 404 for a student that was never the campus’s, or is no student at all', async () => {
    const theirs = await f.newStudent(f.otherCampus)
    const before = await stored(theirs.id)
    for (const id of [theirs.id, 2_000_000_000]) {
      expect(problem(await f.send('GET', `/Student/${id}`, f.college))).toMatchObject(notFound)
      expect(problem(await edit(id, f.college, 1))).toMatchObject(notFound)
      expect(problem(await putPhoto(id, f.college))).toMatchObject(notFound)
      for (const part of aboutStudent) {
        const about = await f.send('GET', `/Student/${id}/${part}`, f.college)
        expect(problem(about), part).toMatchObject(notFound)
      }
    }
    expect(await stored(theirs.id)).toEqual(before)
  })
})
