import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../api/client'
import { studentEntity } from '../api/entities/student'
import { startRealApi, type RealApi } from '../test/real-api'
import { enqueueBulk, outboxOf } from './outbox'
import { fetchPage } from './page-cache'
import { createSyncEngine } from './sync-engine'
import { freshDb } from './test-kit'

let server: RealApi
let client: ApiClient
let userId: number

beforeAll(async () => {
  server = await startRealApi()
  ;({ client, userId } = await server.clientFor('collegeadmin'))
})
afterAll(() => server.close())

describe('bulk operations in the outbox, against the real API', () => {
  it('one promote of many students is one request, all or nothing; refused, it stays parked with why', async () => {
    const db = freshDb()
    const scope = `${userId}@78`
    const port = studentEntity.port(client)
    const engine = createSyncEngine({
      db,
      ports: new Map([['student', port]]),
      currentUser: () => ({ id: userId }),
      random: () => 0,
    })
    const page = await fetchPage(db, port, scope, { limit: 3, enrolmentStatus: 'active' })
    const [a, b] = page.ids
    const before = await db.records.get([scope, 'student', String(a)])
    const ctx = { db, scope, userId }
    await enqueueBulk(ctx, 'student', 'promote', { ids: [a, b, 99_999_999] }, 'Promote 3')
    await engine.requestDrain()

    // One unknown student: nobody moved, each id says why.
    const [parked] = await outboxOf(db, userId)
    expect(parked?.status).toBe('rejected')
    expect(parked?.lastProblem?.title).toBe('0 of 3')
    expect(parked?.lastProblem?.rows?.map((r) => r.outcome)).toEqual([
      'rolledBack',
      'rolledBack',
      'notFound',
    ])
    expect((await db.records.get([scope, 'student', String(a)]))?.version).toBe(before!.version)

    await db.outbox.clear()
    await enqueueBulk(ctx, 'student', 'promote', { ids: [a, b] }, 'Promote 2')
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    // The applied rows took the server's term and version in the device's copy.
    const after = await db.records.get([scope, 'student', String(a)])
    expect(after?.version).toBe(before!.version! + 1)
    const term = (data: Record<string, unknown> | undefined) => Number(data?.semester ?? data?.year)
    expect(term(after?.data)).toBe(term(before?.data) + 1)
    // The server lists the promotion to be undone, from any device; the undo is one more bulk row.
    const { data: recent } = await client.GET('/Student/Promote')
    const promotionId = recent?.items[0]?.id ?? 0
    expect(promotionId).toBeGreaterThan(0)
    await enqueueBulk(ctx, 'student', 'undoPromotion', { promotionId }, 'Undo')
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    const { data: restored } = await client.GET('/Student/{id}', { params: { path: { id: a! } } })
    expect(term(restored)).toBe(term(before?.data))
    // The device's copy follows the undo too: its term and version are the server's again, so an
    // edit made next is not a conflict and Upgrade lists the student in the term it is back in.
    const undone = await db.records.get([scope, 'student', String(a)])
    expect(term(undone?.data)).toBe(term(before?.data))
    expect(undone?.version).toBe(restored?.version)
    expect(undone?.data.version).toBe(restored?.version)
  })
})
