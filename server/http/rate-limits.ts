// Writes anyone may send without signing in (registration, password-reset requests and resets) are
// limited per client address, so nobody can flood accounts or mailboxes from one machine. Sign-in has
// its own, stricter rule (`auth/sign-in-failures.ts`). Both count in the database, so several server
// processes behind a load balancer allow an address its limit once, not once each.
import rateLimit from '@fastify/rate-limit'
import { lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/connect.ts'
import { requestCounts as r } from '../db/schema.ts'
import { HttpProblem } from '../problems.ts'

const limited: Record<string, { max: number; minutes: number }> = {
  registerStudent: { max: 30, minutes: 60 },
  requestPasswordReset: { max: 20, minutes: 60 },
  resetPassword: { max: 20, minutes: 15 },
  createFirstAdmin: { max: 10, minutes: 15 },
  // A tab asks once in 15 minutes; a campus's users share one address behind its router.
  refreshSession: { max: 600, minutes: 15 },
  // Codes are not guessable; the limit keeps anyone from trying.
  verifyCharacterCertificate: { max: 60, minutes: 15 },
  verifyStudentCard: { max: 60, minutes: 15 },
  verifyStudentCardPhoto: { max: 60, minutes: 15 },
}

type Counted = { current: number; ttl: number }

/**
 * Counts one request of `key` in its window, in one statement (atomic under concurrent requests
 * on PostgreSQL): a window that has ended starts again at 1. Answers the count and the
 * milliseconds left in the window.
 */
async function countRequest(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`
  const ended = sql`${r.windowEndsAt} <= now()`
  const [row] = await db
    .insert(r)
    .values({ key, hits: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: r.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${r.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${ends} else ${r.windowEndsAt} end`,
      },
    })
    .returning({
      current: r.hits,
      ttl: sql<number>`ceil(extract(epoch from ${r.windowEndsAt} - now()) * 1000)::int`,
    })
  return row!
}

/** Ended windows are deleted now and then (an address that never comes back leaves one row). */
const SWEEP_EVERY = 500

/** @fastify/rate-limit's store (the class it instantiates), counting in `db`. */
function databaseStore(db: Db) {
  let counted = 0
  return class DatabaseStore {
    incr(key: string, done: (error: Error | null, counted?: Counted) => void, windowMs: number) {
      if (++counted % SWEEP_EVERY === 0)
        void db
          .delete(r)
          .where(lt(r.windowEndsAt, sql`now()`))
          .catch(() => {})
      countRequest(db, key, windowMs).then(
        (state) => done(null, state),
        (error: Error) => done(error),
      )
    }
    /** One store serves every route: the key names the operation (`rateLimitOf`). */
    child() {
      return this
    }
  }
}

export async function registerRateLimits(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        429,
        'too-many-requests',
        'Too many requests',
        `Too many requests from this address. Try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
      ),
  })
}

/** The route option that limits an operation, or nothing for operations without a limit. */
export function rateLimitOf(operationId: string) {
  const rule = limited[operationId]
  if (!rule) return {}
  const keyGenerator = (request: FastifyRequest) => `${operationId} ${request.ip}`
  return {
    config: { rateLimit: { max: rule.max, timeWindow: rule.minutes * 60_000, keyGenerator } },
  }
}
