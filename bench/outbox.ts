// The outbox's cost: the time to drain 1,000 queued edits through the sync engine (Dexie on
// fake-indexeddb) next to the same 1,000 requests sent directly in sequence, against the real
// server (PGlite) in a child process, over loopback HTTP. Target: ratio at most 1.3.
//
// The server runs in its own process because in use it does: the browser's IndexedDB work and the
// server's database work happen on different cores. In one event loop they would be added up.
// The two ways alternate in rounds of 250, so both meet a table of the same size.
import 'fake-indexeddb/auto'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { createApiClient } from '../src/api/client'
import { levelEntity } from '../src/api/entities/level'
import { HemisDb } from '../src/offline/db'
import { enqueueCreate } from '../src/offline/outbox'
import { createSyncEngine } from '../src/offline/sync-engine'
import { startNode } from './processes.ts'
import { printTable } from './table.ts'

export type BenchRow = { name: string; value: number; unit: string }

const ROUNDS = 4

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  })
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`)
  return (await res.json()) as { id: number; tokenString: string }
}

export async function runOutboxBench(edits = 1_000): Promise<BenchRow[]> {
  const tmp = resolve('.tmp/bench')
  mkdirSync(tmp, { recursive: true })
  const server = await startNode('server/server.ts', {
    HEMIS_DATA_DIR: resolve(tmp, 'outbox-pglite'),
    HEMIS_RESET_DB: '1',
    DATABASE_URL: '',
  })
  try {
    const user = await signIn(server.url, 'uniadmin@hemis.local')
    const client = createApiClient(`${server.url}/api`, () => user.tokenString)
    const run = crypto.randomUUID().slice(0, 6)
    const db = new HemisDb(`bench-${run}`)
    const ctx = { db, scope: `${user.id}@bench`, userId: user.id }
    const engine = createSyncEngine({
      db,
      ports: new Map([['level', levelEntity.port(client)]]),
      currentUser: () => ({ id: user.id }),
    })
    const perRound = Math.ceil(edits / ROUNDS)
    let directMs = 0
    let drainMs = 0
    for (let round = 0; round < ROUNDS; round++) {
      const first = round * perRound
      const started = performance.now()
      for (let i = first; i < first + perRound; i++) {
        await client.POST('/Level', {
          body: { levelName: `direct ${run} ${i}`, code: `D${i}` },
          params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
        })
      }
      directMs += performance.now() - started

      // Queued as a campus would while offline; only the drain is timed.
      for (let i = first; i < first + perRound; i++) {
        await enqueueCreate(ctx, 'level', { levelName: `outbox ${run} ${i}`, code: `O${i}` })
      }
      const drainStart = performance.now()
      await engine.requestDrain()
      drainMs += performance.now() - drainStart
      const left = await db.outbox.count()
      if (left !== 0) throw new Error(`${left} edits left in the outbox`)
    }
    engine.stop()
    const total = perRound * ROUNDS
    return [
      { name: `outbox drain of ${total} queued edits`, value: Math.round(drainMs), unit: 'ms' },
      {
        name: `${total} requests sent directly in sequence`,
        value: Math.round(directMs),
        unit: 'ms',
      },
      {
        name: 'outbox / direct',
        value: Number((drainMs / directMs).toFixed(2)),
        unit: 'ratio (target ≤ 1.3)',
      },
    ]
  } finally {
    await server.stop()
  }
}

export async function outboxBenchmark() {
  const rows = await runOutboxBench()
  printTable(
    'Outbox drain against the local API (server on PGlite in its own process, loopback HTTP)',
    rows.map((r) => ({ figure: r.name, value: r.value, unit: r.unit })),
  )
}
