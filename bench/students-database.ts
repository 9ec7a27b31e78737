// The dashboard benchmark's database: the demo data with its students replaced by `count` generated
// ones (the seed's own set-based SQL generator), in a PGlite data dir kept under .tmp/ between runs.
import { existsSync, rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/connect.ts'
import { generateStudents, seedIfEmpty } from '../server/db/seed/seed.ts'

export async function openStudentsDatabase(dataDir: string, count: number) {
  const ready = `${dataDir}.ready-${count}` // written only once the data dir is complete
  if (!existsSync(ready)) rmSync(dataDir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir })
  if (!existsSync(ready)) {
    const started = Date.now()
    await seedIfEmpty(database.db)
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`truncate students restart identity cascade`)
      await generateStudents(tx, count)
    })
    await database.db.execute(sql`vacuum analyze`)
    console.log(
      `generated ${count.toLocaleString('en')} students in ${(Date.now() - started) / 1000} s`,
    )
    const { writeFileSync } = await import('node:fs')
    writeFileSync(ready, new Date().toISOString())
  }
  return database
}
