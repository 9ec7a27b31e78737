// The outbox's cost: the time to drain 1,000 queued edits through the sync engine (Dexie on
// fake-indexeddb, the real API on in-memory PGlite over loopback HTTP) next to the same 1,000
// requests sent directly in sequence. Target: ratio at most 1.3.
import 'fake-indexeddb/auto'
import { levelEntity } from '../src/api/entities/level'
import { HemisDb } from '../src/offline/db'
import { enqueueCreate } from '../src/offline/outbox'
import { createSyncEngine } from '../src/offline/sync-engine'
import { startRealApi } from '../src/test/real-api'

export type BenchRow = { name: string; value: number; unit: string }

export async function runOutboxBench(edits = 1_000): Promise<BenchRow[]> {
  const server = await startRealApi()
  try {
    const { client, userId } = await server.clientFor('uniadmin')
    const run = crypto.randomUUID().slice(0, 6)

    const directStart = performance.now()
    for (let i = 0; i < edits; i++) {
      await client.POST('/Level', {
        body: { levelName: `direct ${run} ${i}`, code: `D${i}` },
        params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      })
    }
    const directMs = performance.now() - directStart

    const db = new HemisDb(`bench-${run}`)
    const ctx = { db, scope: `${userId}@bench`, userId }
    for (let i = 0; i < edits; i++) {
      await enqueueCreate(ctx, 'level', { levelName: `outbox ${run} ${i}`, code: `O${i}` })
    }
    const engine = createSyncEngine({
      db,
      ports: new Map([['level', levelEntity.port(client)]]),
      currentUser: () => ({ id: userId }),
    })
    const drainStart = performance.now()
    await engine.requestDrain()
    const drainMs = performance.now() - drainStart
    engine.stop()
    const left = await db.outbox.count()
    if (left !== 0) throw new Error(`${left} edits left in the outbox`)

    return [
      { name: `outbox drain of ${edits} queued edits`, value: Math.round(drainMs), unit: 'ms' },
      {
        name: `${edits} requests sent directly in sequence`,
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
    await server.close()
  }
}

// `node --import tsx bench/outbox.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runOutboxBench()) console.log(`${row.name}: ${row.value} ${row.unit}`)
}
