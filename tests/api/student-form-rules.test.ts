// The student form's rules and the server's are one (decisions 0404, 0405): what the form refuses
// the server refuses with a 400 naming the field and writes nothing, for one student and in a bulk
// import alike (a Latin name in the Devanagari name, a qualification passed in a year to come); and
// an import's row with a character no text holds (a direction override) is the preview's to refuse,
// as the server refuses the request holding it whole, while the other rows import.
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldLimits } from '../../common/field-limits.gen.ts'
import { firstBadText } from '../../common/text-rule.ts'
import * as t from '../../server/db/schema.ts'
import { campus78StudentIds, studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Headers = Record<string, string>
type RowResult = { key: string; outcome: string; errors?: { field: string }[] }

let api: Api
let college: Headers
let ids: Awaited<ReturnType<typeof campus78StudentIds>>

beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
  ids = await campus78StudentIds(api.db)
})
afterAll(() => api.close())

const post = (url: string, payload: object, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...college, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
const body = (overrides: Record<string, unknown> = {}) => studentBody(ids, overrides)
const studentRows = async () => (await api.db.select({ n: count() }).from(t.students))[0]!.n
const nextYear = new Date().getFullYear() + 1
const qualification = (passedYear: number) => ({
  level: 'SEE',
  board: 'NEB',
  passedYear,
  grade: 'A',
})

describe('what the student form refuses, the server refuses on the field', () => {
  it('a Latin name in the Devanagari name is 400 on nameNe; Devanagari with a joiner is taken', async () => {
    const before = await studentRows()
    const res = await post('/Student', body({ nameNe: 'John Smith' }))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'nameNe' })])
    expect(await studentRows()).toBe(before)
    const taken = await post('/Student', body({ nameNe: 'क्\u200dष राम.' }))
    expect(taken.statusCode, taken.body).toBe(201)
  })

  it('a qualification passed after next year is 400 on its year; next year is taken', async () => {
    const before = await studentRows()
    const res = await post(
      '/Student',
      body({ qualifications: [qualification(2015), qualification(2090)] }),
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'qualifications.1.passedYear' }),
    ])
    expect(await studentRows()).toBe(before)
    const taken = await post('/Student', body({ qualifications: [qualification(nextYear)] }))
    expect(taken.statusCode, taken.body).toBe(201)
  })

  it('a bulk row passed in a year to come is not applied, naming its field; the others are', async () => {
    const rows = [
      { key: '1: good', fields: body() },
      { key: '2: future', fields: body({ qualifications: [qualification(2090)] }) },
      { key: '3: good', fields: body() },
    ]
    const before = await studentRows()
    const res = await post('/Student/Bulk', { rows }, `rules-${Date.now()}`)
    expect(res.statusCode, res.body).toBe(200)
    const results = res.json<{ results: RowResult[] }>().results
    expect(results.map((r) => r.outcome)).toEqual(['created', 'invalid', 'created'])
    expect(results[1]!.errors).toEqual([
      expect.objectContaining({ field: 'qualifications.0.passedYear' }),
    ])
    expect(await studentRows()).toBe(before + 2)
  })

  it('a bulk row with a Latin Devanagari name is refused by the contract, as any pattern, naming it', async () => {
    const rows = [
      { key: '1: good', fields: body() },
      { key: '2: latin', fields: body({ nameNe: 'John Smith' }) },
    ]
    const before = await studentRows()
    const res = await post('/Student/Bulk', { rows }, `latin-${Date.now()}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'rows.1.fields.nameNe' })])
    expect(await studentRows()).toBe(before)
    // The import's preview refuses it first, by the contract's pattern (and the form's rule).
    const pattern = new RegExp(fieldLimits.StudentCreate.nameNe.pattern, 'u')
    expect(pattern.test('John Smith')).toBe(false)
    expect(pattern.test('क्\u200dष राम.')).toBe(true)
  })
})

describe('an import with one row holding a direction override', () => {
  it('the preview refuses that row by the server’s rule, and the other four import', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => ({
      key: `${n}: row`,
      fields: body(n === 3 ? { firstName: 'Ram\u202Eabc' } : {}),
    }))
    // Sent as it is, the request is refused whole, naming the row's field, and nothing is written.
    const before = await studentRows()
    const whole = await post('/Student/Bulk', { rows }, `rlo-whole-${Date.now()}`)
    expect(whole.statusCode, whole.body).toBe(400)
    expect(whole.json().errors).toEqual([
      expect.objectContaining({ field: 'rows.2.fields.firstName' }),
    ])
    expect(await studentRows()).toBe(before)
    // The preview applies the same rule (common/text-rule.ts, read by the form's contractIssues):
    // the row is invalid on its field and is not sent.
    const found = rows.map((r) => firstBadText(r.fields)?.path)
    expect(found).toEqual([undefined, undefined, 'firstName', undefined, undefined])
    const sent = rows.filter((_, i) => found[i] === undefined).map((r) => r.key)
    const res = await post(
      '/Student/Bulk',
      { rows: rows.filter((r) => sent.includes(r.key)) },
      `rlo-rest-${Date.now()}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ results: RowResult[] }>().results.map((r) => r.outcome)).toEqual([
      'created',
      'created',
      'created',
      'created',
    ])
    expect(await studentRows()).toBe(before + 4)
  })
})
