// `readAll` (server/db/transaction.ts): reads side by side on the pool, in turn in a transaction,
// whose one connection takes a statement at a time (node-postgres 8 queues a statement sent to a
// busy client with a deprecation warning; pg 9 refuses it).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readAll } from '../../server/db/transaction.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

/** Two reads that note when each started and ended, each a statement that takes 20 ms. */
function timedReads(db: Parameters<typeof readAll>[0]) {
  const events: string[] = []
  const read = (name: string) => async () => {
    events.push(`${name} starts`)
    await db.execute(sql`select pg_sleep(0.02)`)
    events.push(`${name} ends`)
    return name
  }
  return { events, reads: [read('first'), read('second')] as const }
}

it('runs a transaction’s reads one after another, and answers them in order', async () => {
  const events = await api.db.transaction(async (tx) => {
    const { events, reads } = timedReads(tx)
    expect(await readAll(tx, ...reads)).toEqual(['first', 'second'])
    return events
  })
  expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends'])
})

it('runs the pool’s reads side by side', async () => {
  const { events, reads } = timedReads(api.db)
  expect(await readAll(api.db, ...reads)).toEqual(['first', 'second'])
  expect(events.slice(0, 2)).toEqual(['first starts', 'second starts'])
})
