// The PostgreSQL pool's settings (issue 19): how many connections a server process opens and how long
// a statement may run. On PostgreSQL (CI runs the API suite on both); the settings' checks on both.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { configErrors, readConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/connect.ts'
import { rows } from '../../server/repositories/report-sql.ts'
import { onPostgres } from './harness.ts'

describe('the pool settings', () => {
  it('default to 10 connections and 30 s, and refuse what is not a count or a duration', () => {
    expect(readConfig({}).pool).toEqual({ size: 10, statementTimeoutMs: 30_000 })
    const errorsOf = (env: Record<string, string>) => configErrors(readConfig(env))
    expect(errorsOf({ HEMIS_DB_POOL_SIZE: '0' })).toEqual([
      'HEMIS_DB_POOL_SIZE is not a whole number of connections from 1 to 500.',
    ])
    expect(errorsOf({ HEMIS_DB_POOL_SIZE: 'ten' })).toHaveLength(1)
    expect(errorsOf({ HEMIS_DB_STATEMENT_TIMEOUT_MS: '-1' })).toEqual([
      'HEMIS_DB_STATEMENT_TIMEOUT_MS is not a whole number of milliseconds (0: no limit).',
    ])
    expect(errorsOf({ HEMIS_DB_POOL_SIZE: '40', HEMIS_DB_STATEMENT_TIMEOUT_MS: '0' })).toEqual([])
  })
})

describe.skipIf(!onPostgres)('a PostgreSQL pool', () => {
  const url = process.env.TEST_DATABASE_URL!

  it('cancels a statement that runs past its limit, with the code the server answers 503 for', async () => {
    const database = await openDatabase({ url, pool: { size: 2, statementTimeoutMs: 200 } })
    try {
      const slow = database.db.execute(sql`select pg_sleep(2)`)
      await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } })
      // The connection serves the next statement.
      expect(await rows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }])
    } finally {
      await database.close()
    }
  })

  it('opens no more connections than its size, however many statements wait', async () => {
    const database = await openDatabase({ url, pool: { size: 2, statementTimeoutMs: 0 } })
    try {
      const pids = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const [row] = await rows<{ pid: number }>(
            database.db,
            sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
          )
          return row!.pid
        }),
      )
      expect(new Set(pids).size).toBeLessThanOrEqual(2)
    } finally {
      await database.close()
    }
  })
})
