// An exam's appearance list through the real server: symbol numbers saved as one sheet, unique within
// the exam in any letter case (two rows of a sheet 400, another student's number 409), swapped in one
// save, a student outside the class refused, nothing kept from a refused sheet, locked once published.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { examFixtures } from './exam-fixtures.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

type Headers = Record<string, string>
let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let f: Awaited<ReturnType<typeof examFixtures>>
let students: number[]
let exam: number

const send = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const save = (rows: object[], headers = callers.college) =>
  send('PUT', `/Exam/${exam}/Appearance`, headers, { rows })
const kept = async () =>
  (await api.db.select().from(t.examAppearances).where(eq(t.examAppearances.examId, exam)))
    .map((r) => [r.studentId, r.symbolNo])
    .sort()

beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  f = await examFixtures(api, callers.college)
  students = [await f.enrol(), await f.enrol(), await f.enrol()]
  const created = await send('POST', '/Exam', callers.college, f.examBody())
  expect(created.statusCode, created.body).toBe(201)
  exam = created.json<{ id: number }>().id
})
afterAll(() => api.close())

describe('exam appearance list', () => {
  it('saves symbol numbers as one sheet and answers the list; the university reads it', async () => {
    const [a, b, c] = students as [number, number, number]
    const res = await save([
      { studentId: a, symbolNo: '7801001' },
      { studentId: b, symbolNo: '7801002' },
      { studentId: c, symbolNo: null },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual([
      { studentId: a, symbolNo: '7801001' },
      { studentId: b, symbolNo: '7801002' },
    ])
    const read = await send('GET', `/Exam/${exam}/Appearance`, callers.uniAdmin)
    expect(read.json()).toHaveLength(2)
    expect((await send('GET', `/Exam/${exam}/Appearance`, callers.otherCampus)).statusCode).toBe(
      404,
    )
  })

  it('lets two students swap numbers in one save', async () => {
    const [a, b] = students as [number, number]
    const res = await save([
      { studentId: a, symbolNo: '7801002' },
      { studentId: b, symbolNo: '7801001' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(await kept()).toEqual(
      [
        [a, '7801002'],
        [b, '7801001'],
      ].sort(),
    )
  })

  it('refuses a number twice in a sheet, one another student holds, or a stranger, keeping the list', async () => {
    const [a, b, c] = students as [number, number, number]
    const before = await kept()
    const twice = await save([
      { studentId: c, symbolNo: 'x-9' },
      { studentId: a, symbolNo: 'X-9' },
    ])
    expect(twice.statusCode).toBe(400)
    expect(twice.json().errors).toContainEqual(
      expect.objectContaining({ field: 'rows.1.symbolNo' }),
    )
    const held = await save([{ studentId: c, symbolNo: '7801001' }])
    expect(held.statusCode).toBe(409)
    const stranger = await save([{ studentId: 999_999, symbolNo: '1' }])
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().errors).toContainEqual(
      expect.objectContaining({ field: 'rows.0.studentId' }),
    )
    const bad = await save([{ studentId: b, symbolNo: 'no spaces allowed' }])
    expect(bad.statusCode).toBe(400)
    expect(await kept()).toEqual(before)
    expect((await save([{ studentId: a, symbolNo: '1' }], callers.uniAdmin)).statusCode).toBe(403)
  })

  it('is locked once the result is published', async () => {
    expect((await send('POST', `/Exam/${exam}/Publish`, callers.college)).statusCode).toBe(200)
    const res = await save([{ studentId: students[2]!, symbolNo: '7801003' }])
    expect(res.statusCode).toBe(409)
    expect(res.json().type).toMatch(/published$/)
  })
})
