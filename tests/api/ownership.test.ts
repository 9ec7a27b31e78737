// Who owns a setup row is the server's to decide: a campus cannot move its rows to another campus
// by sending another id, a commission user must name an existing campus where the list needs one,
// and a missing owner is a clear 400 with nothing written, never a database error.
import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { batchBody, feeSetupBody, feeTypeBody, sectionBody } from './factories.ts'
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
    const created = await send('POST', '/Batch', college, batchBody())
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
    const fee = feeSetupBody({ programId: bbs, fiscalYearId: 1, feeTypeId: 1 })
    const missing = await send('POST', '/FeeSetup', superadmin, fee)
    expect(missing.statusCode, missing.body).toBe(400)
    expect(missing.json().errors[0].field).toBe('campusId')
    const unknown = await send('POST', '/FeeSetup', superadmin, { ...fee, campusId: 99_999 })
    expect(unknown.statusCode, unknown.body).toBe(400)
    expect(unknown.json().errors[0].field).toBe('campusId')
    expect(await rows(t.feeSetups)).toBe(before)
  })

  it("a campus's fee setup uses only a fee type it may use, not another campus's", async () => {
    const otherCampus = await api.asCaller({
      userId: 9001,
      role: 'CollegeAdmin',
      universityId: 1,
      campusId: 79,
    })
    const theirs = await send(
      'POST',
      '/FeeType',
      otherCampus,
      feeTypeBody({ description: 'of campus 79' }),
    )
    expect(theirs.statusCode, theirs.body).toBe(201)
    const before = await rows(t.feeSetups)
    const res = await send(
      'POST',
      '/FeeSetup',
      college,
      feeSetupBody({
        programId: bbs,
        fiscalYearId: 1,
        feeTypeId: theirs.json<{ id: number }>().id,
      }),
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[0].field).toBe('feeTypeId')
    expect(await rows(t.feeSetups)).toBe(before)
  })

  it("a section's batch belongs to the section's program", async () => {
    const [bba] = await api.db.select().from(t.programs).where(eq(t.programs.shortName, 'BBA'))
    const batch = await send('POST', '/Batch', college, batchBody({ programId: bba!.id }))
    expect(batch.statusCode, batch.body).toBe(201)
    const before = await rows(t.sections)
    const res = await send(
      'POST',
      '/Section',
      college,
      sectionBody({ programId: bbs, batchId: batch.json<{ id: number }>().id }),
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[0].field).toBe('batchId')
    expect(await rows(t.sections)).toBe(before)
  })
})
