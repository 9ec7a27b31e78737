// Invariants held by the database under parallel requests (on PostgreSQL these really run at once;
// PGlite serialises them): one winner of an If-Match, one record per Idempotency-Key, one of many
// duplicates, one current fiscal year; never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facultyBody, fiscalYearBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let campus: Record<string, string>
let ugc: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  campus = await api.as('collegeadmin')
  ugc = await api.as('ugcadmin')
})
afterAll(() => api.close())

const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)))
const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode)
const count = (all: number[], code: number) => all.filter((c) => c === code).length

const createFaculty = (name: string, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/Faculty',
    headers: { ...campus, ...(key ? { 'idempotency-key': key } : {}) },
    payload: facultyBody({ facultyName: name }),
  })

describe('under 50 parallel requests', () => {
  it('updates with one If-Match: exactly one wins, the rest are stale', async () => {
    const created = (await createFaculty('Race of Updates')).json<{ id: number; version: number }>()
    const answers = await parallel(50, (i) =>
      api.app.inject({
        method: 'PATCH',
        url: `/api/Faculty/${created.id}`,
        headers: { ...campus, 'if-match': `"${created.version}"` },
        payload: { detail: `edit ${i}` },
      }),
    )
    const all = codes(answers)
    expect(count(all, 200)).toBe(1)
    expect(count(all, 409)).toBe(49)
  })

  it('creates with one Idempotency-Key: one record, every answer the same', async () => {
    const answers = await parallel(50, () => createFaculty('Race of One Key', 'one-key-50'))
    expect(new Set(codes(answers))).toEqual(new Set([201]))
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1)
  })

  it('duplicates: one created, 49 told it exists', async () => {
    const answers = await parallel(50, () => createFaculty('Race of Duplicates'))
    const all = codes(answers)
    expect(count(all, 201)).toBe(1)
    expect(count(all, 409)).toBe(49)
    const existing = answers.find((a) => a.statusCode === 201)!.json<{ id: number }>().id
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json<{ existingId: number }>().existingId).toBe(existing)
  })
})

describe('one current fiscal year', () => {
  it('20 parallel "make current" leave exactly one current, no 500', async () => {
    const years = (await api.app.inject({ method: 'GET', url: '/api/FiscalYear' })).json<
      { id: number; name: string }[]
    >()
    const answers = await parallel(20, (i) => {
      const year = years[i % years.length]!
      return api.app.inject({
        method: 'PUT',
        url: `/api/FiscalYear/${year.id}`,
        headers: ugc,
        payload: fiscalYearBody(Number(year.name.slice(0, 4)), { isCurrent: true }),
      })
    })
    expect(codes(answers).filter((c) => c >= 500)).toEqual([])
    const after = (await api.app.inject({ method: 'GET', url: '/api/FiscalYear' })).json<
      { isCurrent: boolean }[]
    >()
    expect(after.filter((y) => y.isCurrent)).toHaveLength(1)
  })
})
