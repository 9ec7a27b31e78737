import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examTypes } from '../../server/db/schema.ts'
import { examTypeBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let college: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
})
afterAll(() => api.close())

const typeCount = async () => (await api.db.select({ n: count() }).from(examTypes))[0]!.n
const post = (headers: Record<string, string>, payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/ExamType', headers, payload })

describe('exam types', () => {
  it('every staff role lists the seeded shared types', async () => {
    for (const who of ['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin']) {
      const res = await api.app.inject({
        method: 'GET',
        url: '/api/ExamType',
        headers: await api.as(who),
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            examTypeName: 'University Final',
            kind: 'final',
            campusId: null,
          }),
        ]),
      )
    }
  })

  it("a campus creates its own type with a Nepali name only, and another campus doesn't see it", async () => {
    const res = await post(
      college,
      examTypeBody({ examTypeName: null, examTypeNameNe: 'दोस्रो त्रैमासिक' }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ campusId: 78, examTypeName: null, kind: 'internal' })
    const other = await api.asCaller({
      userId: 9201,
      role: 'CollegeAdmin',
      universityId: 1,
      campusId: 79,
    })
    const list = await api.app.inject({ method: 'GET', url: '/api/ExamType', headers: other })
    expect(list.json().map((r: { id: number }) => r.id)).not.toContain(res.json().id)
  })

  it('a type named in neither script answers 400 on examTypeName and writes nothing', async () => {
    const before = await typeCount()
    const res = await post(college, examTypeBody({ examTypeName: '  ', examTypeNameNe: null }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'examTypeName' })])
    expect(await typeCount()).toBe(before)
  })

  it('an unknown kind answers 400 naming kind', async () => {
    const res = await post(college, examTypeBody({ kind: 'viva' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'kind' })]),
    )
  })

  it('the same name in either script twice in a campus is 409 with the existing id', async () => {
    const body = examTypeBody({ examTypeNameNe: 'परीक्षा क' })
    const first = await post(college, body)
    const sameLatin = await post(
      college,
      examTypeBody({ examTypeName: body.examTypeName.toUpperCase() }),
    )
    const sameNepali = await post(college, examTypeBody({ examTypeNameNe: 'परीक्षा क' }))
    for (const again of [sameLatin, sameNepali]) {
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({
        title: 'Exam type already exists!',
        existingId: first.json().id,
      })
    }
  })

  it('a university and the commission budget admin may not write types', async () => {
    for (const who of ['uniadmin', 'admin']) {
      const res = await post(await api.as(who), examTypeBody())
      expect(res.statusCode).toBe(403)
    }
  })

  it('an update with a stale version is 409 and a fresh one renames it', async () => {
    const created = (await post(college, examTypeBody())).json()
    const put = (version: number, examTypeName: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/ExamType/${created.id}`,
        headers: { ...college, 'if-match': `"${version}"` },
        payload: { examTypeName, kind: 'final' },
      })
    const fresh = await put(1, `${created.examTypeName} renamed`)
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json()).toMatchObject({ kind: 'final', version: 2 })
    expect((await put(1, 'Stale')).statusCode).toBe(409)
  })
})
