// The peer's database, opened as HEMIS opens its own (server/db/connect.ts): a `pg` pool of the same
// size on PostgreSQL (DATABASE_URL), or else PGlite's data dir in this process (HEMIS_DATA_DIR). A
// date stays the text PostgreSQL sends ('2001-04-30'), as HEMIS answers it.
import pg from 'pg'

export type Query = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<{ rows: T[] }>

export async function peerDatabase() {
  const url = process.env.DATABASE_URL
  if (url) {
    pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.HEMIS_DB_POOL_SIZE ?? 10),
    })
    const on =
      (client: pg.Pool | pg.PoolClient): Query =>
      (text, params) =>
        client.query(text, params) as never
    return {
      query: on(pool),
      transaction: async <T>(work: (tx: Query) => Promise<T>) => {
        const client = await pool.connect()
        try {
          await client.query('begin')
          const result = await work(on(client))
          await client.query('commit')
          return result
        } catch (error) {
          await client.query('rollback')
          throw error
        } finally {
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const { PGlite, types } = await import('@electric-sql/pglite')
  const db = await PGlite.create(process.env.HEMIS_DATA_DIR ?? './data', {
    parsers: { [types.DATE]: (value: string) => value },
  })
  return {
    query: ((text, params) => db.query(text, params)) as Query,
    // PGlite has one connection: its transaction holds it until the work is done.
    transaction: <T>(work: (tx: Query) => Promise<T>) =>
      db.transaction((tx) => work((text, params) => tx.query(text, params))),
    close: () => db.close(),
  }
}
