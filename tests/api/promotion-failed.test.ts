// Upgrade starts with the students who failed the term unticked (issue 12): `GET
// /Student/Promote/Failed` names the active students of a class whose latest published final of the
// term did not pass them, within the caller's campus; unpublished marks and other terms do not count.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { examFixtures } from './exam-fixtures.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let f: Awaited<ReturnType<typeof examFixtures>>
type Headers = Record<string, string>

const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const failed = async (headers: Headers, query: string) => {
  const res = await send('GET', `/Student/Promote/Failed?programId=${f.programId}${query}`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ ids: number[] }>().ids
}

beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  f = await examFixtures(api, callers.college)
})
afterAll(() => api.close())

it("names the class's students whose published final of the term did not pass them", async () => {
  const passes = await f.enrol()
  const fails = await f.enrol()
  const absent = await f.enrol()
  await f.enrol() // no mark at all: not judged
  const created = await send('POST', '/Exam', callers.college, f.examBody())
  expect(created.statusCode, created.body).toBe(201)
  const exam = created.json<{ id: number }>().id
  for (const [i, subjectId] of f.subjects.entries()) {
    const saved = await send('POST', `/Exam/${exam}/Marks`, callers.college, {
      subjectId,
      rows: [
        { studentId: passes, theory: 50, internal: 15 },
        { studentId: fails, theory: i === 1 ? 29 : 50, internal: 15 },
        { studentId: absent, absent: true },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
  }
  const term = `&batchId=${f.batchId}&semester=1`
  // Marks not published yet do not count.
  expect(await failed(callers.college, term)).toEqual([])
  expect((await send('POST', `/Exam/${exam}/Publish`, callers.college)).statusCode).toBe(200)
  expect(await failed(callers.college, term)).toEqual([fails, absent].sort((a, b) => a - b))
  // Another term, or none, names nobody; another campus sees none of them.
  expect(await failed(callers.college, `&batchId=${f.batchId}&semester=2`)).toEqual([])
  expect(await failed(callers.college, `&batchId=${f.batchId}`)).toEqual([])
  expect(await failed(callers.otherCampus, term)).toEqual([])
})

it('is for the campus writers who promote, and refuses a query it cannot read', async () => {
  const forbidden = await send(
    'GET',
    `/Student/Promote/Failed?programId=${f.programId}`,
    callers.uniAdmin,
  )
  expect(forbidden.statusCode).toBe(403)
  const bad = await send('GET', '/Student/Promote/Failed?programId=x', callers.college)
  expect(bad.statusCode).toBe(400)
  expect(bad.headers['content-type']).toContain('application/problem+json')
})
