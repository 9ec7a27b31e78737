import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../api/api-error'
import { asChangeRequest } from './conflict-actions'
import type { Json } from './db'
import { enqueueBulk, enqueueUpdate, outboxOf } from './outbox'
import { createSyncEngine } from './sync-engine'
import type { ServerRow, SyncPort } from './sync-port'
import { cachedRecord, faultyPort, freshDb, type Fault } from './test-kit'

const userId = 7
const scope = 'test'

/** A student list in memory that logs each request it is sent, in order. */
function studentServer() {
  const sent: string[] = []
  const record: ServerRow = { id: 1, version: 1, phone: '1', guardianName: 'G' }
  const port: SyncPort = {
    entity: 'student',
    updateBody: (_merged, changes) => changes,
    create: () => Promise.reject(new Error('not used')),
    update: async (id, body) => {
      sent.push(`PATCH ${id} ${JSON.stringify(body)}`)
      Object.assign(record, body, { version: record.version + 1 })
      return { ...record }
    },
    bulk: async (kind, body) => {
      sent.push(`${kind} ${JSON.stringify(body)}`)
      return { results: [{ key: '1', ok: true, outcome: 'saved', id: null }] }
    },
  }
  return { sent, record, port }
}

async function setup(port: SyncPort) {
  const db = freshDb()
  await db.records.put(
    cachedRecord('student', { id: 1, version: 1, phone: '1', guardianName: 'G' }),
  )
  const engine = createSyncEngine({
    db,
    ports: new Map([[port.entity, port]]),
    currentUser: () => ({ id: userId }),
    random: () => 0,
  })
  return { db, engine, ctx: { db, scope, userId } }
}

/** Drains until the outbox is empty (a retried row is due at once: no jitter). */
async function drainAll(
  db: Awaited<ReturnType<typeof setup>>['db'],
  engine: { requestDrain(): Promise<void> },
) {
  for (let i = 0; i < 6 && (await outboxOf(db, userId)).length > 0; i++) await engine.requestDrain()
  expect(await outboxOf(db, userId)).toHaveLength(0)
}

const sheet = (status: string): Json => ({ date: '2026-03-02', rows: [{ studentId: 1, status }] })

describe('rows sent in order behind a key (orderKey)', () => {
  it('two saves of one sheet, the first answered 503 once: the later save is sent last', async () => {
    const faults: Fault[] = ['503']
    const server = studentServer()
    const { db, engine, ctx } = await setup(faultyPort(server.port, () => faults.shift() ?? 'ok'))
    const key = 'attendance|2026-03-02'
    await enqueueBulk(ctx, 'student', 'attendance', sheet('absent'), 'Save 1', key)
    await enqueueBulk(ctx, 'student', 'attendance', sheet('present'), 'Save 2', key)
    await drainAll(db, engine)
    expect(server.sent).toEqual([
      `attendance ${JSON.stringify(sheet('absent'))}`,
      `attendance ${JSON.stringify(sheet('present'))}`,
    ])
  })

  it('an edit answered 503 once, then a bulk operation keyed to the record: sent after the edit', async () => {
    const faults: Fault[] = ['503']
    const server = studentServer()
    const port = faultyPort(server.port, () => faults.shift() ?? 'ok')
    const { db, engine, ctx } = await setup(port)
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    await enqueueBulk(ctx, 'student', 'submit', { id: 1 }, 'Submit', '1')
    await engine.requestDrain()
    // The edit failed: the submit is not sent past it.
    expect(server.sent).toEqual([])
    await drainAll(db, engine)
    expect(server.sent).toEqual(['PATCH 1 {"phone":"2"}', 'submit {"id":1}'])
  })

  it('an edit answered stale and sent again by itself: the keyed operation waits for it', async () => {
    const server = studentServer()
    let stale = true
    const port: SyncPort = {
      ...server.port,
      update: async (id, body, options) => {
        if (!stale) return server.port.update(id, body, options)
        stale = false
        // Someone else saved another field meanwhile.
        Object.assign(server.record, { guardianName: 'Other', version: 2 })
        server.sent.push('PATCH 409')
        throw new ApiError(
          409,
          {
            type: 'https://hemis.local/problems/stale-version',
            title: 'Stale',
            status: 409,
            current: { ...server.record },
          },
          'test',
        )
      },
    }
    const { db, engine, ctx } = await setup(port)
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    await enqueueBulk(ctx, 'student', 'submit', { id: 1 }, 'Submit', '1')
    await drainAll(db, engine)
    expect(server.sent).toEqual(['PATCH 409', 'PATCH 1 {"phone":"2"}', 'submit {"id":1}'])
  })

  it('a bulk operation with no key waits behind nothing, and one parked blocks nothing', async () => {
    const faults: Fault[] = ['503']
    const server = studentServer()
    const port = faultyPort(server.port, () => faults.shift() ?? 'ok')
    const { db, engine, ctx } = await setup(port)
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    await enqueueBulk(ctx, 'student', 'promote', { ids: [1] }, 'Promote')
    await engine.requestDrain()
    // Sent while the edit was backing off: the edit (due at once here) followed.
    expect(server.sent).toEqual(['promote {"ids":[1]}', 'PATCH 1 {"phone":"2"}'])
    await drainAll(db, engine)

    // A sheet's save answered with a row not applied stays parked for /sync; the next save goes.
    const key = 'attendance|2026-03-02'
    const first = await enqueueBulk(ctx, 'student', 'attendance', sheet('absent'), 'Save 1', key)
    const [row] = await outboxOf(db, userId)
    expect(row?.entityId).toBe(first)
    await db.outbox.update(row!.seq!, { status: 'rejected' })
    await enqueueBulk(ctx, 'student', 'attendance', sheet('present'), 'Save 2', key)
    await engine.requestDrain()
    expect(server.sent.at(-1)).toBe(`attendance ${JSON.stringify(sheet('present'))}`)
    expect((await outboxOf(db, userId)).map((r) => r.status)).toEqual(['rejected'])
  })
})

describe('a parked edit proposed as a change request', () => {
  it('is queued after the record’s other edits still waiting', async () => {
    const server = studentServer()
    const { db, ctx } = await setup(server.port)
    await enqueueUpdate(ctx, server.port, '1', { phone: '2' })
    await enqueueUpdate(ctx, server.port, '1', { guardianName: 'H' })
    const [parked] = await outboxOf(db, userId)
    await db.outbox.update(parked!.seq!, { status: 'conflict' })
    const fields = { phone: '2' }
    await asChangeRequest(
      db,
      { ...parked!, status: 'conflict' },
      { fields, reason: 'r', label: 'CR' },
    )
    const rows = await outboxOf(db, userId)
    expect(rows.map((r) => [r.op, r.orderKey ?? r.entityId])).toEqual([
      ['update', '1'],
      ['bulk', '1'],
    ])
  })
})

describe('a request that never answers', () => {
  it('is given up after its limit and sent again, and holds no other record back', async () => {
    const server = studentServer()
    let hang = true
    const port: SyncPort = {
      ...server.port,
      // The first send of the edit hangs for ever, as a request over a line that dropped.
      update: (id, body, options) =>
        hang ? new Promise<ServerRow>(() => {}) : server.port.update(id, body, options),
    }
    const { db, engine, ctx } = await setup(port)
    const limited = createSyncEngine({
      db,
      ports: new Map([['student', port]]),
      currentUser: () => ({ id: userId }),
      random: () => 0,
      answerLimitMs: () => 50,
    })
    engine.stop()
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    await enqueueBulk(ctx, 'student', 'promote', { ids: [9] }, 'Promote 1')
    await limited.requestDrain()
    // The unkeyed promotion went on; the edit waits to be sent again.
    expect(server.sent).toEqual([`promote ${JSON.stringify({ ids: [9] })}`])
    const [waiting] = await outboxOf(db, userId)
    expect(waiting).toMatchObject({ op: 'update', status: 'pending' })
    expect(waiting!.attempts).toBeGreaterThan(0)
    hang = false
    await drainAll(db, limited)
    expect(server.sent.at(-1)).toBe(`PATCH 1 ${JSON.stringify({ phone: '2' })}`)
    limited.stop()
  })
})

describe('a request whose connection drops while the server answers', () => {
  it('is a failed attempt of its row, backed off, and the other records’ rows go on', async () => {
    const server = studentServer()
    const others: string[] = []
    const port: SyncPort = {
      ...server.port,
      // A proxy resets record 1's edits; record 2's get through.
      update: async (id, body) => {
        if (id === 1) throw new NetworkError(new Error('connection reset'), 'test')
        others.push(`PATCH ${id}`)
        return { ...body, id, version: 2 }
      },
    }
    const { db, ctx } = await setup(port)
    await db.records.put(cachedRecord('student', { id: 2, version: 1, phone: '1' }))
    let offline = 0
    let probes = 0
    const at = Date.UTC(2026, 10, 30, 12, 0)
    const engine = createSyncEngine({
      db,
      ports: new Map([['student', port]]),
      currentUser: () => ({ id: userId }),
      random: () => 0.5,
      now: () => at,
      onOffline: () => offline++,
      reachable: async () => (++probes, true),
    })
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    await enqueueUpdate(ctx, port, '2', { phone: '3' })
    await engine.requestDrain()
    engine.stop()

    expect(others).toEqual(['PATCH 2'])
    expect([offline, probes]).toEqual([0, 1])
    const [row] = await outboxOf(db, userId)
    expect(row).toMatchObject({ entityId: '1', status: 'pending', attempts: 1 })
    expect(row!.nextAttemptAt).toBe(at + 500)
    expect(row!.lastProblem?.type).toBe('network')
  })

  it('is the device offline when the server does not answer a probe either', async () => {
    const server = studentServer()
    const port = faultyPort(server.port, () => 'before')
    const { db, ctx } = await setup(port)
    let offline = 0
    const engine = createSyncEngine({
      db,
      ports: new Map([['student', port]]),
      currentUser: () => ({ id: userId }),
      onOffline: () => offline++,
      reachable: async () => false,
    })
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    await engine.requestDrain()
    engine.stop()
    expect(offline).toBe(1)
  })
})

describe('a 401 to a request sent before the user signed in again', () => {
  it('does not pause the queue: the edit is sent again with the new token', async () => {
    const server = studentServer()
    const user = { id: userId, tokenString: 'ended' }
    let out = false
    let signedInAgain: () => void = () => {}
    const port: SyncPort = {
      ...server.port,
      update: async (id, body, options) => {
        if (user.tokenString === 'fresh') return server.port.update(id, body, options)
        // Out with the ended token; the user signs in again before its 401 comes back.
        out = true
        await new Promise<void>((resolve) => (signedInAgain = resolve))
        throw new ApiError(401, { title: 'Unauthorized', status: 401 }, 'test')
      },
    }
    const { db, ctx } = await setup(port)
    let paused = 0
    const engine = createSyncEngine({
      db,
      ports: new Map([['student', port]]),
      currentUser: () => ({ ...user }),
      onPaused: () => paused++,
    })
    await enqueueUpdate(ctx, port, '1', { phone: '2' })
    const drained = engine.requestDrain()
    await vi.waitFor(() => expect(out).toBe(true))
    user.tokenString = 'fresh'
    signedInAgain()
    await drained
    engine.stop()
    expect([paused, server.sent]).toEqual([0, ['PATCH 1 {"phone":"2"}']])
    expect(await outboxOf(db, userId)).toHaveLength(0)
  })
})
