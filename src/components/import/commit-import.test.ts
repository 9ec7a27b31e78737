import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BulkRow } from './commit-import'

// The outbox as the commit sees it: rows queued, and the answer each gets (by its key).
const outbox = new Map<string, { status: string; lastProblem?: { rows?: unknown[] } } | undefined>()
const queued: { label: string; rows: BulkRow[]; info: unknown }[] = []
let answer: (key: string, rows: BulkRow[]) => void = (key) => outbox.delete(key)
let online = true
/** The most chunks waiting in the outbox at once. */
let mostWaiting = 0
// The sender's announcements: one after each answer, as the sync runtime makes them.
const outcomeListeners = new Set<() => void>()

vi.mock('../../offline/edit-actions', () => ({
  queueBulk: (
    _entity: string,
    _kind: string,
    body: { rows: BulkRow[]; import: unknown },
    label: string,
  ) => {
    const key = `bulk-${queued.length + 1}`
    queued.push({ label, rows: body.rows, info: body.import })
    outbox.set(key, { status: 'pending' })
    mostWaiting = Math.max(
      mostWaiting,
      [...outbox.values()].filter((r) => r?.status === 'pending').length,
    )
    // The server answers a little later, as the sender would.
    setTimeout(() => {
      answer(key, body.rows)
      for (const listener of [...outcomeListeners]) listener()
    }, 5)
    return Promise.resolve(key)
  },
}))
vi.mock('../../offline/db', () => ({
  appDb: () => ({
    outbox: {
      where: () => ({
        equals: ([, , key]: string[]) => ({ first: () => Promise.resolve(outbox.get(key!)) }),
      }),
    },
  }),
}))
vi.mock('../../offline/sync-runtime', () => ({
  syncStatus: {
    onOutcome: (listener: () => void) => {
      outcomeListeners.add(listener)
      return () => outcomeListeners.delete(listener)
    },
  },
}))
vi.mock('../../offline/connectivity', () => ({
  connectivity: { get: () => ({ online }) },
}))

const { commitChunks } = await import('./commit-import')

const chunk = (n: number): BulkRow[] =>
  Array.from({ length: n }, (_, i) => ({ key: `${i}`, fields: { firstName: `S${i}` } }))

const run = (chunks: BulkRow[][], stopAfter = Infinity, pollMs = 1) => {
  let asked = 0
  return commitChunks({
    entity: 'student',
    kind: 'upsert',
    scope: '5@78',
    chunks,
    info: { id: 'import-1', fileName: 'students.xlsx', fileRows: 1100, invalidRows: 2 },
    label: (_, first, last) => `rows ${first}–${last}`,
    onProgress: () => undefined,
    stopped: () => asked++ >= stopAfter,
    pollMs,
  })
}

beforeEach(() => {
  outbox.clear()
  queued.length = 0
  answer = (key) => outbox.delete(key)
  online = true
  mostWaiting = 0
})

describe('committing an import in chunks', () => {
  it("queues the next chunk at the sender's outcome, not at the next look", async () => {
    // A look a minute apart: only the outcomes can finish three chunks within the test's time.
    const { progress } = await run([chunk(500), chunk(500), chunk(3)], Infinity, 60_000)
    expect(progress).toMatchObject({ queued: 1003, done: 1003 })
    expect(outcomeListeners.size).toBe(0)
  })

  it('queues the next chunk while one is sent (two at most), naming its rows', async () => {
    const { progress, stopped } = await run([chunk(500), chunk(500), chunk(500), chunk(3)])
    expect(stopped).toBe(false)
    expect(mostWaiting).toBe(2)
    expect(queued.map((q) => q.label)).toEqual([
      'rows 1–500',
      'rows 501–1000',
      'rows 1001–1500',
      'rows 1501–1503',
    ])
    // Each chunk names its import, with the number of chunks, for the server's log.
    for (const q of queued)
      expect(q.info).toEqual({
        id: 'import-1',
        fileName: 'students.xlsx',
        fileRows: 1100,
        invalidRows: 2,
        chunks: 4,
      })
    expect(progress).toEqual({
      queued: 1503,
      done: 1503,
      notApplied: 0,
      total: 1503,
      waiting: false,
    })
  })

  it('stops between chunks when cancelled, keeping what was sent', async () => {
    const { progress, stopped } = await run([chunk(500), chunk(500), chunk(500)], 1)
    expect(stopped).toBe(true)
    expect(queued).toHaveLength(1)
    expect(progress).toMatchObject({ queued: 500, done: 500, total: 1500 })
  })

  it('cancelled with a chunk queued ahead, waits for it and counts it', async () => {
    const { progress, stopped } = await run([chunk(500), chunk(500), chunk(500)], 2)
    expect(stopped).toBe(true)
    expect(queued).toHaveLength(2)
    expect(progress).toMatchObject({ queued: 1000, done: 1000, total: 1500 })
  })

  it('counts the rows the server did not apply (they wait on /sync)', async () => {
    answer = (key) => outbox.set(key, { status: 'rejected', lastProblem: { rows: [{}, {}] } })
    const { progress } = await run([chunk(10)])
    expect(progress).toMatchObject({ done: 10, notApplied: 2 })
  })

  it('queues every remaining chunk at once when offline, to be sent later', async () => {
    answer = () => undefined
    online = false
    const { progress } = await run([chunk(500), chunk(500), chunk(20)])
    expect(queued).toHaveLength(3)
    expect(progress).toEqual({ queued: 1020, done: 0, notApplied: 0, total: 1020, waiting: true })
  })
})

describe("a new row's key", () => {
  it('is cut to 100 characters without splitting a character, and holds none the server refuses', async () => {
    const { chunksOf } = await import('./commit-import')
    const name = `${'a'.repeat(96)}😀 Ram\u202Eabc`
    const [[row]] = chunksOf([{ n: 3, outcome: 'new', name, fields: {} }]) as [[BulkRow]]
    expect(row.key).toBe(`3: ${'a'.repeat(96)}😀`)
    expect(() => encodeURIComponent(row.key)).not.toThrow()
    const [[odd]] = chunksOf([{ n: 4, outcome: 'new', name: 'Ram\u202Eabc', fields: {} }]) as [
      [BulkRow],
    ]
    expect(odd.key).toBe('4: Ramabc')
  })
})
