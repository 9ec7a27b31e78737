// What code that writes needs from the database, whichever layer it is in: the transaction type and
// how a unique violation looks (PostgreSQL's 23505, on `cause` when drizzle wraps the driver's error).
import type { Db } from './connect.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505'

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
