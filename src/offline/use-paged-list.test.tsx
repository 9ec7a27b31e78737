// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { session } from '../lib/session/session-store'
import { userOf } from '../test/session-users'
import { commitBulk } from './commit-bulk'
import { appDb, type Json } from './db'
import { enqueueBulk, enqueueCreate } from './outbox'
import { scopeOf } from './scope'
import type { SyncOutcome } from './sync-engine'
import type { PageQuery, ServerRow, SyncPort } from './sync-port'
import { usePagedList, type PagedList } from './use-paged-list'

// The server: a class of students paged and filtered by semester; outcomes sent by the test.
const server = vi.hoisted(() => ({ rows: [] as ServerRow[], reads: 0, offline: false }))
const listeners = vi.hoisted(() => new Set<(outcome: SyncOutcome) => void>())
vi.mock('./sync-runtime', () => {
  const port: Pick<SyncPort, 'entity' | 'page'> = {
    entity: 'student',
    page: async (query: PageQuery) => {
      if (server.offline) throw new TypeError('Failed to fetch')
      server.reads++
      const items = server.rows.filter(
        (r) => query.semester === undefined || r.semester === Number(query.semester),
      )
      return { items, total: items.length, nextCursor: null, prevCursor: null }
    },
  }
  return {
    ports: new Map([['student', port]]),
    syncStatus: {
      onOutcome: (listener: (outcome: SyncOutcome) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
})

const user = {
  ...userOf('CollegeAdmin', 1, 78),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}
const scope = scopeOf(user)
const student = (id: number, semester: number): ServerRow => ({
  id,
  version: 1,
  firstName: `S${id}`,
  enrolmentStatus: 'active',
  semester,
})

let shown: PagedList | undefined
const report = (list: PagedList) => {
  shown = list
}
function Probe({ matches, judging }: { matches: (row: Json) => boolean; judging?: boolean }) {
  const list = usePagedList(
    'student',
    { semester: 1, limit: 100 },
    { matches, limit: 100, judging },
  )
  useEffect(() => report(list))
  return null
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))
/** Waits (up to about 4 s) for the list shown to say what `done` looks for. */
async function until(done: (list: PagedList) => boolean) {
  for (let tries = 0; !(shown && done(shown)) && tries < 200; tries++) await settle()
  return shown!
}

let unmount: (() => void) | undefined
async function render(matches: (row: Json) => boolean, judging?: boolean) {
  const container = document.createElement('div')
  const root = createRoot(container)
  await act(async () => root.render(<Probe matches={matches} judging={judging} />))
  unmount = () => act(() => root.unmount())
  return (next: (row: Json) => boolean) =>
    act(async () => root.render(<Probe matches={next} judging />))
}

/** A promotion of the class queued, answered by the server and committed, as the engine does. */
async function promote(ids: number[], announce: boolean) {
  const db = appDb()
  await enqueueBulk({ db, scope, userId: user.id }, 'student', 'promote', { ids }, 'Promote')
  const row = (await db.outbox.filter((r) => r.op === 'bulk').first())!
  server.rows = server.rows.map((r) => (ids.includes(r.id) ? { ...r, semester: 2, version: 2 } : r))
  const results = ids.map((id) => ({
    key: String(id),
    ok: true,
    outcome: 'promoted',
    id,
    version: 2,
    changes: { semester: 2 },
  }))
  await act(() => commitBulk(db, row, { results }))
  if (announce) for (const listener of listeners) listener({ kind: 'synced', row })
}

const firstSemester = (row: Json) => row.enrolmentStatus === 'active' && row.semester === 1

beforeAll(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
  session.signInSuccess(user)
})
afterEach(async () => {
  unmount?.()
  server.offline = false
  shown = undefined
  await appDb().records.clear()
  await appDb().outbox.clear()
  await appDb().meta.clear()
})

describe('a page of a register paged on the server (D1)', () => {
  it('is read again after a promotion syncs: the promoted class leaves its old term', async () => {
    server.rows = [student(1, 1), student(2, 1), student(3, 1)]
    await render(firstSemester)
    expect((await until((l) => l.rows.length === 3)).total).toBe(3)
    const reads = server.reads
    await promote([1, 2, 3], true)
    const after = await until((l) => l.rows.length === 0 && server.reads > reads)
    expect(server.reads).toBe(reads + 1)
    expect(after.rows).toEqual([])
    expect(after.total).toBe(0)
    expect(after.source).toBe('server')
  })

  it('drops a row that stopped matching its filters at once, before any read', async () => {
    server.rows = [student(1, 1), student(2, 1), student(3, 1)]
    await render(firstSemester)
    await until((l) => l.rows.length === 3)
    // The records change on the device; no outcome is announced, so no read follows.
    await promote([2], false)
    const after = await until((l) => l.rows.length === 2)
    expect(after.rows.map((r) => r.id)).toEqual([1, 3])
    expect(after.total).toBe(2)
  })

  it('keeps the rows the device cannot judge (a filter only the server applies)', async () => {
    server.rows = [student(1, 1), student(2, 1)]
    await render(() => false)
    const list = await until((l) => l.rows.length === 2)
    expect(list.total).toBe(2)
  })
  it('counts an unsent new record that matches in the total, as it leads the first page', async () => {
    server.rows = [student(1, 1), student(2, 1)]
    const ctx = { db: appDb(), scope, userId: user.id }
    await enqueueCreate(ctx, 'student', {
      firstName: 'New',
      enrolmentStatus: 'active',
      semester: 1,
    })
    // Another term: not on this page, not counted.
    await enqueueCreate(ctx, 'student', {
      firstName: 'Other',
      enrolmentStatus: 'active',
      semester: 2,
    })
    await render(firstSemester)
    const list = await until((l) => l.rows.length === 3)
    expect(list.rows.map((r) => r.data.firstName)).toEqual(['New', 'S1', 'S2'])
    expect(list.total).toBe(3)
  })

  it('offline, makes the device page once its filters can judge the rows, with the lists read', async () => {
    server.offline = true
    await appDb().records.bulkPut(
      [student(1, 1), student(2, 1), student(3, 2)].map((data) => ({
        scope,
        entity: 'student',
        key: String(data.id),
        id: data.id,
        version: 1,
        sortKey: `s${data.id}`,
        data,
      })),
    )
    // First drawn before the lists a filter looks names up in are read: it judges no row yet.
    const rerender = await render(() => false, false)
    await settle()
    expect(shown?.source).toBe('loading')
    await rerender(firstSemester)
    const list = await until((l) => l.source === 'device' && l.rows.length > 0)
    expect(list.rows.map((r) => r.id)).toEqual([1, 2])
    expect(list.total).toBe(2)
  })
})
