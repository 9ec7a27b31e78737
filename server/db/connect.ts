// Opens the database the server runs on: embedded PGlite (a data dir, or memory for tests) by default,
// a real PostgreSQL server when a connection URL is given. Both are migrated on open.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

// drizzle is opened without the schema: its relational query API (`db.query.…`), unused here,
// built a query builder for each of the schema's tables in every transaction it opened (34 µs
// of a create's CPU, issue 19); tables are imported from schema.ts where they are used.
export type Db = PgDatabase<PgQueryResultHKT>
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PGlite's data directory (none in memory or on PostgreSQL). */
  dataDir?: string
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * A PostgreSQL pool's settings (issue 19): the connections one server process opens (several
 * processes share the server's `max_connections`), and how long a statement may run before
 * PostgreSQL cancels it (answered 503 `timeout`); 0 leaves it unlimited. PGlite has one
 * connection and no such limit.
 */
export type PoolSettings = { size: number; statementTimeoutMs: number }
const defaultPool: PoolSettings = { size: 10, statementTimeoutMs: 30_000 }

/**
 * `openDatabase({ url: process.env.DATABASE_URL, dataDir: './data' })`; neither given → in memory.
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  pool?: PoolSettings
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const { size, statementTimeoutMs } = options.pool ?? defaultPool
    const pool = new pg.Pool({
      connectionString: options.url,
      max: size,
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    })
    // An idle connection dropped by the server (restart, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => {})
    const db = drizzle({ client: pool, casing: 'snake_case' })
    await migrate(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true })
  const client = await PGlite.create(options.dataDir)
  const db = drizzle({ client, casing: 'snake_case' })
  await migrate(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dataDir: options.dataDir,
  }
}
