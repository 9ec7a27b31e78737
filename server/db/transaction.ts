// What code that writes needs from the database, whichever layer it is in: the transaction type and
// how a unique violation looks (PostgreSQL's 23505, on `cause` when drizzle wraps the driver's error).
import type { Db } from './connect.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505'
