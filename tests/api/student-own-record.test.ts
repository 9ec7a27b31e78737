// A Student's own record through the real server (issue 12: "a Student sees only their own record";
// decision 0360): the record their account is linked to, its documents, photo, results, standing and
// dues, and the reference lists it names; never another student's (404, as outside any caller's
// scope), never the register's list, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './harness.ts'
import { outcomeFixtures } from './outcome-fixtures.ts'

let api: Api
let f: Awaited<ReturnType<typeof outcomeFixtures>>
let own: number

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
  const mine = await f.send('GET', '/Dashboard/MyEnrolment', f.student)
  expect(mine.statusCode, mine.body).toBe(200)
  own = Number(mine.json<{ studentId: number }>().studentId)
})
afterAll(() => api.close())

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
const addDocument = async (studentId: number) => {
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/Student/${studentId}/Document?kind=transcript&name=SLC%20marksheet.pdf`,
    headers: { ...f.college, 'content-type': 'application/pdf' },
    payload: pdf,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ documents: { id: number }[] }>().documents.at(-1)!.id
}

describe('a Student’s own record', () => {
  it('reads their record, its documents and results, and no other student’s', async () => {
    const other = await f.newStudent()
    const record = await f.send('GET', `/Student/${own}`, f.student)
    expect(record.statusCode, record.body).toBe(200)
    expect(record.json()).toMatchObject({ id: own, verificationState: expect.any(String) })
    expect((await f.send('GET', `/Student/${other.id}`, f.student)).statusCode).toBe(404)

    const mine = await addDocument(own)
    const theirs = await addDocument(other.id)
    const read = await f.send('GET', `/Student/${own}/Document/${mine}`, f.student)
    expect(read.statusCode).toBe(200)
    expect(read.rawPayload.equals(pdf)).toBe(true)
    expect(
      (await f.send('GET', `/Student/${other.id}/Document/${theirs}`, f.student)).statusCode,
    ).toBe(404)

    expect((await f.send('GET', `/Student/${own}/Results`, f.student)).statusCode).toBe(200)
    expect((await f.send('GET', `/Student/${other.id}/Results`, f.student)).statusCode).toBe(404)
    // What they owe and where they stand for graduation, as whoever may read the record.
    for (const read of ['Standing', 'Dues']) {
      const answer = await f.send('GET', `/Student/${own}/${read}`, f.student)
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toEqual(
        (await f.send('GET', `/Student/${own}/${read}`, f.college)).json(),
      )
      expect((await f.send('GET', `/Student/${other.id}/${read}`, f.student)).statusCode).toBe(404)
    }
    expect((await f.send('GET', `/Student/${other.id}/Photo`, f.student)).statusCode).toBe(404)
  })

  it('lists no register and writes nothing', async () => {
    expect((await f.send('GET', '/Student', f.student)).statusCode).toBe(403)
    const before = await f.send('GET', `/Student/${own}`, f.student)
    const edit = await api.app.inject({
      method: 'PATCH',
      url: `/api/Student/${own}`,
      headers: { ...f.student, 'if-match': before.headers.etag as string },
      payload: { firstName: 'Changed' },
    })
    expect(edit.statusCode).toBe(403)
    const after = await f.send('GET', `/Student/${own}`, f.student)
    expect(after.json()).toMatchObject({ version: before.json<{ version: number }>().version })
  })

  it('reads the lists their record names, and writes none of them', async () => {
    const record = (await f.send('GET', `/Student/${own}`, f.student)).json<{
      programId: number
      fiscalYearId: number
    }>()
    const programs = await f.send('GET', '/ProgramMgmt/GetAllPrograms', f.student)
    expect(programs.statusCode).toBe(200)
    expect(programs.json<{ id: number }[]>().map((p) => p.id)).toContain(record.programId)
    const years = await f.send('GET', '/FiscalYear', f.student)
    expect(years.json<{ id: number }[]>().map((y) => y.id)).toContain(record.fiscalYearId)
    const created = await f.send('POST', '/ProgramMgmt', f.student, { programName: 'Mine' })
    expect(created.statusCode).toBe(403)
  })
})
