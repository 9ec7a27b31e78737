// Failed sign-ins, counted in the database (so every server process sees the same counts) per
// e-mail and client address, and per address across e-mails (key `*`). Five failures of one e-mail
// from one address lock that pair for 15 minutes; thirty from one address lock the address. The
// account itself is never locked, so nobody can lock a user out from another address.
import { and, eq, gt, max, or, sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { signInFailures as f } from '../db/schema.ts'

const lockMinutes = 15
const perAccount = 5
const perAddress = 30
const anyEmail = '*'
const keyOf = (email: string) => email.trim().toLowerCase()

export function signInFailures(db: Db) {
  async function bump(emailKey: string, address: string, limit: number) {
    const next = sql`(case when ${f.lastFailureAt} < now() - interval '${sql.raw(String(lockMinutes))} minutes' then 1 else ${f.failures} + 1 end)`
    await db
      .insert(f)
      .values({ emailKey, address, failures: 1 })
      .onConflictDoUpdate({
        target: [f.emailKey, f.address],
        set: {
          failures: sql`case when ${next} >= ${limit} then 0 else ${next} end`,
          lockedUntil: sql`case when ${next} >= ${limit} then now() + interval '${sql.raw(String(lockMinutes))} minutes' else ${f.lockedUntil} end`,
          lastFailureAt: sql`now()`,
        },
      })
  }

  return {
    /** When this e-mail may next be tried from this address, or null when it may be tried now. */
    async lockedUntil(email: string, address: string): Promise<Date | null> {
      const [row] = await db
        .select({ until: max(f.lockedUntil) })
        .from(f)
        .where(
          and(
            eq(f.address, address),
            or(eq(f.emailKey, keyOf(email)), eq(f.emailKey, anyEmail)),
            gt(f.lockedUntil, sql`now()`),
          ),
        )
      return row?.until ? new Date(row.until) : null
    },
    async record(email: string, address: string) {
      await bump(keyOf(email), address, perAccount)
      await bump(anyEmail, address, perAddress)
    },
    /** A successful sign-in forgets this pair's failures (the address's total keeps counting). */
    async clear(email: string, address: string) {
      await db.delete(f).where(and(eq(f.emailKey, keyOf(email)), eq(f.address, address)))
    },
  }
}
