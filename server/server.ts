// Starts HEMIS: checks its settings, opens (and migrates, and on first start fills) the database,
// then listens.
import { rmSync } from 'node:fs'
import { buildApp } from './app.ts'
import { sessionSecret } from './auth/session-secret.ts'
import { configErrors, readConfig } from './config.ts'
import { openDatabase } from './db/connect.ts'
import { dataDirProblem } from './db/data-dir.ts'
import { seedIfEmpty } from './db/seed/seed.ts'
import { firstRunLink } from './handlers/users.ts'

const config = readConfig()
const errors = configErrors(config)
// Checked before a reset too: HEMIS_RESET_DB deletes only a folder that holds PostgreSQL data.
if (!config.databaseUrl) {
  const problem = dataDirProblem(config.dataDir)
  if (problem) errors.push(problem)
}
if (errors.length) {
  for (const error of errors) console.error(`hemis: ${error}`)
  process.exit(1)
}
if (config.resetDb && !config.databaseUrl) rmSync(config.dataDir, { recursive: true, force: true })
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  pool: config.pool,
})
const jwtSecret = await sessionSecret(database.db, config, (m) => console.warn(`hemis: ${m}`))
const app = await buildApp({
  database,
  config: { ...config, jwtSecret },
  logger: { level: config.logLevel },
})
if (config.demo) await seedIfEmpty(database.db, app.log)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close() // PGlite flushes and closes its data dir here.
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: config.port, host: config.host })

// The one way into an empty installation: whoever reads the server's console creates the first
// SuperAdmin, who then registers universities and campuses and invites their administrators.
// Printed once the server listens, so the link works when it is read.
const setupLink = await firstRunLink(database.db, config.publicUrl)
if (setupLink) console.log(`hemis: no SuperAdmin yet. Create the first one at ${setupLink}`)
