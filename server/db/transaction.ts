// What code that writes needs from the database, whichever layer it is in: the transaction type and
// how a unique violation looks (PostgreSQL's 23505, on `cause` when drizzle wraps the driver's error).
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from './connect.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505'

/** The unique index or constraint a unique violation names (PostgreSQL's `constraint`). */
export const violatedIndex = (error: unknown): string | undefined => {
  const e = error as { constraint?: string; cause?: { constraint?: string } }
  return e.cause?.constraint ?? e.constraint
}

/** How many times a transaction that lost a deadlock or a serialization race is run in all. */
export const TRANSACTION_ATTEMPTS = 3

/**
 * Runs `work` in a transaction, again (at most `TRANSACTION_ATTEMPTS` times in all, after a short
 * random pause) when PostgreSQL ends it as a deadlock's victim or a serialization failure: the
 * transaction rolled back whole, so running it again is safe. The last failure is thrown (the
 * error handler answers it 503 with Retry-After). `isTransient` tells those failures apart.
 */
export async function retryingTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  isTransient: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransient(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt))
    }
  }
}

/**
 * Reads side by side on the pool, each on a connection of its own; one after another in a
 * transaction, whose one connection runs a statement at a time anyway: node-postgres queues a
 * statement sent to a busy client, deprecated (a warning in every run on PostgreSQL) and refused
 * from pg 9. Example: `const [photos, documents] = await readAll(db, () => photosOf(db), () => documentsOf(db))`.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db | Tx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as unknown as T
}
