// The dashboard benchmark's database: the demo data with its students replaced by `count` generated
// ones (the seed's own set-based SQL generator). On PGlite, a data dir kept under .tmp/ between runs;
// on PostgreSQL (`url`, a throwaway server of scripts/with-postgres.mjs), filled on every run.
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../server/db/connect.ts'
import { generateStudents, seedIfEmpty } from '../server/db/seed/seed.ts'

export type StudentsDatabaseAt = { dataDir: string } | { url: string }

export async function openStudentsDatabase(at: StudentsDatabaseAt, count: number) {
  if ('url' in at) {
    const database = await openDatabase({ url: at.url })
    await fill(database, count)
    return database
  }
  const ready = `${at.dataDir}.ready-${count}` // written only once the data dir is complete
  if (!existsSync(ready)) rmSync(at.dataDir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir: at.dataDir })
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
