// The dashboard benchmark's database: the demo data with its students replaced by `count` generated
// ones (the seed's own set-based SQL generator). On PGlite, a data dir kept under .tmp/ between runs;
// on PostgreSQL (`url`, a throwaway server of scripts/with-postgres.mjs), filled on every run.
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../server/db/connect.ts'
import { generateStudents, seedIfEmpty } from '../server/db/seed/seed.ts'

/**
 * `count` generated students: on the PostgreSQL server at `url` (a throwaway one of
 * scripts/with-postgres.mjs, filled now), or without one in PGlite's data dir under .tmp/bench/,
 * kept between runs.
 */
export async function openStudentsDatabase(url: string | undefined, count: number) {
  if (url) {
    // No statement timeout: generating 500,000 students runs longer than a request may (30 s).
    const database = await openDatabase({ url, pool: { size: 10, statementTimeoutMs: 0 } })
    await fill(database, count)
    return database
  }
  const dataDir = resolve(`.tmp/bench/students-${count / 1000}k`)
  const ready = `${dataDir}.ready-${count}` // written only once the data dir is complete
  if (!existsSync(ready)) rmSync(dataDir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir })
  if (!existsSync(ready)) {
    await fill(database, count)
    writeFileSync(ready, new Date().toISOString())
  }
  return database
}

async function fill(database: Database, count: number) {
  const started = Date.now()
  await seedIfEmpty(database.db)
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`truncate students restart identity cascade`)
    await generateStudents(tx, count)
  })
  await database.db.execute(sql`vacuum analyze`)
  console.log(
    `generated ${count.toLocaleString('en')} students (${database.kind}) in ${(Date.now() - started) / 1000} s`,
  )
}
