// A backup restored into a fresh database holds the same rows: PGlite data directories always,
// PostgreSQL (pg_dump/pg_restore) when the suite runs against a server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { backup, restore } from '../../server/db/backup.ts'
import { openDatabase, type Db } from '../../server/db/connect.ts'
import * as t from '../../server/db/schema.ts'
import { seedIfEmpty } from '../../server/db/seed/seed.ts'
import { freshPglite, onPostgres } from './harness.ts'

const dir = mkdtempSync(join(tmpdir(), 'hemis-backup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const counts = async (db: Db) => {
  const tables = {
    users: t.users,
    students: t.students,
    faculties: t.faculties,
    fiscalYears: t.fiscalYears,
  }
  const result: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table)
    result[name] = row!.n
  }
  return result
}

// Each test backs up a seeded database of its own and restores it into a new one.
describe('backup and restore', () => {
  it.skipIf(onPostgres)('of a PGlite data directory', async () => {
    // A copy of the suite's seeded data directory (tests/api/global-setup.ts).
    const copy = freshPglite()!
    onTestFinished(copy.drop)
    const { dataDir } = copy
    const source = await openDatabase({ dataDir })
    const before = await counts(source.db)
    await source.close()
    await backup({ dataDir }, join(dir, 'pglite.tgz'))
    await restore({ dataDir: join(dir, 'restored') }, join(dir, 'pglite.tgz'))
    const restored = await openDatabase({ dataDir: join(dir, 'restored') })
    expect(await counts(restored.db)).toEqual(before)
    expect(before.students).toBeGreaterThan(0)
    await restored.close()
    await expect(
      restore({ dataDir: join(dir, 'restored') }, join(dir, 'pglite.tgz')),
    ).rejects.toThrow(/is not empty/)
  })

  it.runIf(onPostgres)('of a PostgreSQL database', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const url = (name: string) =>
      Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString()
    await admin.query('create database hemis_backup_source')
    await admin.query('create database hemis_backup_restored')
    try {
      const source = await openDatabase({ url: url('hemis_backup_source') })
      await seedIfEmpty(source.db)
      const before = await counts(source.db)
      await source.close()
      await backup({ url: url('hemis_backup_source') }, join(dir, 'pg.dump'))
      await restore({ url: url('hemis_backup_restored') }, join(dir, 'pg.dump'))
      const restored = await openDatabase({ url: url('hemis_backup_restored') })
      expect(await counts(restored.db)).toEqual(before)
      await restored.close()
    } finally {
      await admin.query('drop database if exists hemis_backup_source with (force)')
      await admin.query('drop database if exists hemis_backup_restored with (force)')
      await admin.end()
    }
  })
})
