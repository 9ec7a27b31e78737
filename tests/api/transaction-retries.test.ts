// A write that loses a deadlock is run again (issue 18): two transactions lock two rows in opposite
// order on PostgreSQL (PGlite runs one at a time and cannot deadlock); PostgreSQL ends one as the
// deadlock's victim, which `retryingTransaction` (every write's, through runMutation) runs again,
// and both commit.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retryingTransaction, TRANSACTION_ATTEMPTS } from '../../server/db/transaction.ts'
import { isTransientConflict } from '../../server/http/database-errors.ts'
import { rows } from '../../server/repositories/report-sql.ts'
import { onPostgres, startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe.runIf(onPostgres)('a transaction that loses a deadlock', () => {
  it('runs again and commits, so both writes land', async () => {
    const db = api.db
    await db.execute(sql`create table retry_probe (id int primary key, n int not null)`)
    await db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`)
    // Each transaction locks its first row, waits until the other has locked its own, then asks for
    // the other's: a deadlock on the first attempt; a second attempt waits its turn instead.
    let locked = 0
    let release!: () => void
    const bothLocked = new Promise<void>((resolve) => (release = resolve))
    const attempts = [0, 0]
    const write = (first: number, second: number, which: 0 | 1) =>
      retryingTransaction(
        db,
        async (tx) => {
          attempts[which]!++
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`)
          if (++locked === 2) release()
          await bothLocked
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`)
        },
        isTransientConflict,
      )
    await Promise.all([write(1, 2, 0), write(2, 1, 1)])
    const found = await rows<{ n: number }>(db, sql`select n from retry_probe order by id`)
    expect(found.map((r) => r.n)).toEqual([2, 2])
    // One of them was the victim and ran twice; neither needed every attempt.
    expect(attempts.sort()).toEqual([1, 2])
    expect(TRANSACTION_ATTEMPTS).toBeGreaterThan(2)
  })

  it('gives up after its attempts and throws the failure (answered 503 with Retry-After)', async () => {
    let runs = 0
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' })
    await expect(
      retryingTransaction(
        api.db,
        async () => {
          runs++
          throw deadlock
        },
        isTransientConflict,
      ),
    ).rejects.toBe(deadlock)
    expect(runs).toBe(TRANSACTION_ATTEMPTS)
    // Any other failure is not run again.
    runs = 0
    await expect(
      retryingTransaction(
        api.db,
        async () => {
          runs++
          throw new Error('not a conflict')
        },
        isTransientConflict,
      ),
    ).rejects.toThrow('not a conflict')
    expect(runs).toBe(1)
  })
})
