// Who owns a setup row is the server's to decide: a campus cannot move its rows to another campus
// by sending another id, a commission user must name an existing campus where the list needs one,
// and a missing owner is a clear 400 with nothing written, never a database error.
import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Headers = Record<string, string>
let api: Api
let college: Headers
let superadmin: Headers
let bbs: number

beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
  superadmin = await api.as('superadmin')
  const [program] = await api.db.select().from(t.programs).where(eq(t.programs.shortName, 'BBS'))
  bbs = program!.id
})
afterAll(() => api.close())

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, payload })
const rows = async (table: PgTable) => (await api.db.select({ n: count() }).from(table))[0]!.n

describe('owner of a setup row', () => {
  it('a campus cannot move its batch to another campus', async () => {
    const created = await send('POST', '/Batch', college, {
      batchName: `Batch ${unique()}`,
      batchYear: 2083,
    })
    expect(created.statusCode, created.body).toBe(201)
    const batch = created.json<{ id: number; batchName: string; version: number }>()
    const moved = await send('PUT', `/Batch/${batch.id}`, college, {
      batchName: batch.batchName,
      batchYear: 2084,
      campusId: 79,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ campusId: 78, batchYear: 2084 })
  })

  it('a commission user must name an existing campus where the list needs one', async () => {
    const before = await rows(t.feeSetups)
    const fee = { programId: bbs, fiscalYearId: 1, feeTypeId: 1, amount: 100, year: 1 }
    const missing = await send('POST', '/FeeSetup', superadmin, fee)
    expect(missing.statusCode, missing.body).toBe(400)
    expect(missing.json().errors[0].field).toBe('campusId')
    const unknown = await send('POST', '/FeeSetup', superadmin, { ...fee, campusId: 99_999 })
    expect(unknown.statusCode, unknown.body).toBe(400)
    expect(unknown.json().errors[0].field).toBe('campusId')
    expect(await rows(t.feeSetups)).toBe(before)
  })
})
