import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exams } from '../../server/db/schema.ts'
import { examFixtures, paper } from './exam-fixtures.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let f: Awaited<ReturnType<typeof examFixtures>>
beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  f = await examFixtures(api, callers.college)
})
afterAll(() => api.close())

const examCount = async () => (await api.db.select({ n: count() }).from(exams))[0]!.n
const post = (headers: Record<string, string>, payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/Exam', headers, payload })
const list = async (headers: Record<string, string>) =>
  (await api.app.inject({ method: 'GET', url: '/api/Exam', headers })).json<{ id: number }[]>()

describe('exam schedules', () => {
  it('a campus schedules an exam with its routine; the exam is its own, in its university', async () => {
    const res = await post(callers.college, f.examBody({ campusId: 79 }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      campusId: 78,
      universityId: 1,
      semester: 1,
      year: null,
    })
    expect(res.json().routine).toHaveLength(3)
    expect(res.json().routine[0]).toMatchObject({ subjectId: f.subjects[0], theoryFull: 75 })
  })

  it('the same class, type and year twice is 409 with the existing id', async () => {
    const body = f.examBody({ examTypeId: f.terminalTypeId })
    const first = await post(callers.college, body)
    const again = await post(callers.college, body)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      title: 'Exam already exists!',
      existingId: first.json().id,
    })
  })

  it('is read by its university and the commission, not by another campus', async () => {
    const created = (await post(callers.college, f.examBody({ semester: 2, routine: [] }))).json()
    expect((await list(callers.uniAdmin)).map((e) => e.id)).toContain(created.id)
    expect((await list(callers.superAdmin)).map((e) => e.id)).toContain(created.id)
    expect((await list(callers.otherCampus)).map((e) => e.id)).not.toContain(created.id)
    const read = await api.app.inject({
      method: 'GET',
      url: `/api/Exam/${created.id}`,
      headers: callers.otherCampus,
    })
    expect(read.statusCode).toBe(404)
  })

  it('a university may read but not schedule', async () => {
    expect((await post(callers.uniAdmin, f.examBody())).statusCode).toBe(403)
  })

  it.each([
    [
      'routine[1].theoryPass',
      { routine: [paper(1, '2026-04-23'), paper(2, '2026-04-24', { theoryPass: 80 })] },
    ],
    ['routine[0].examDate', { routine: [paper(1, '2026-06-01')] }],
    ['routine[1].subjectId', { routine: [paper(1, '2026-04-23'), paper(1, '2026-04-24')] }],
    ['endDate', { endDate: '2026-04-01' }],
    ['year', { year: 1 }],
    ['batchId', { batchId: 999_999 }],
  ])('a bad %s answers 400 naming it and writes nothing', async (field, overrides) => {
    const before = await examCount()
    const res = await post(callers.college, f.examBody({ semester: 3, ...overrides }))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]))
    expect(await examCount()).toBe(before)
  })

  it("a paper of a subject outside the program's term answers 400 naming its row", async () => {
    const res = await post(
      callers.college,
      f.examBody({ semester: 4, routine: [paper(f.subjects[0]!, '2026-04-23')] }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'routine[0].subjectId' })])
  })

  it('a paper with a start time that is not HH:MM answers 400', async () => {
    const res = await post(
      callers.college,
      f.examBody({
        semester: 5,
        routine: [paper(f.subjects[0]!, '2026-04-23', { startTime: '7am' })],
      }),
    )
    expect(res.statusCode).toBe(400)
  })

  it('an update replaces the routine and needs the current version', async () => {
    const created = (
      await post(
        callers.college,
        f.examBody({ semester: 6, routine: [], examTypeId: f.terminalTypeId }),
      )
    ).json()
    const body = f.examBody({
      semester: 1,
      examTypeId: f.terminalTypeId,
      fiscalYearId: f.fiscalYearId,
      batchId: f.batchId,
      routine: [paper(f.subjects[2]!, '2026-04-30', { room: 'Lab 2' })],
    })
    const put = (version: number, payload: object) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/Exam/${created.id}`,
        headers: { ...callers.college, 'if-match': `"${version}"` },
        payload,
      })
    // Moving it onto the class of another exam of the same type collides.
    expect((await put(1, body)).statusCode).toBe(409)
    // Its own class, a day longer: saved as version 2 (an update that changed nothing would not be).
    const fresh = await put(1, { ...body, semester: 6, routine: [], endDate: '2026-05-04' })
    expect(fresh.statusCode, fresh.body).toBe(200)
    expect(fresh.json()).toMatchObject({ version: 2, routine: [], endDate: '2026-05-04' })
    expect((await put(1, { ...body, semester: 6 })).statusCode).toBe(409)
  })
})
