// Signed-in sessions: opened at sign-in, checked on every request, revoked on sign-out, password
// change, password reset and when an account is disabled. The check is one primary-key lookup joined
// to the user, which also gives the caller's current role and institution.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import type { Tx } from '../db/transaction.ts'
import * as t from '../db/schema.ts'
import { sessionHours, type Caller, type TokenService } from './token.ts'

export function sessionService(db: Db, tokens: TokenService) {
  return {
    /** A new session of a user and its token. */
    async open(userId: number, now = new Date()) {
      const expiresAt = new Date(now.getTime() + sessionHours * 3600_000)
      const [row] = await db
        .insert(t.sessions)
        .values({ userId, expiresAt })
        .returning({ id: t.sessions.id })
      const token = await tokens.sign({ userId, sessionId: row!.id, expiresAt }, now)
      return { token, expiresAt }
    },

    /** The caller of a token whose session is live and whose account is active, else null. */
    async callerOf(token: string): Promise<Caller | null> {
      const claims = await tokens.verify(token)
      if (!claims) return null
      const [user] = await db
        .select({
          role: t.users.role,
          universityId: t.users.universityId,
          campusId: t.users.campusId,
        })
        .from(t.sessions)
        .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
        .where(
          and(
            eq(t.sessions.id, claims.sessionId),
            eq(t.sessions.userId, claims.userId),
            isNull(t.sessions.revokedAt),
            gt(t.sessions.expiresAt, sql`now()`),
            eq(t.users.status, true),
          ),
        )
      if (!user) return null
      return {
        userId: claims.userId,
        ...user,
        expiresAt: claims.expiresAt,
        sessionId: claims.sessionId,
      }
    },

    revoke: (sessionId: string) => revokeSessions(db, { sessionId }),
  }
}
export type SessionService = ReturnType<typeof sessionService>

/**
 * Ends sessions in the caller's transaction (so a password change and its revocation commit together):
 * one session, or every session of a user but `except` (the caller who changed their password).
 */
export async function revokeSessions(
  db: Db | Tx,
  which: { sessionId: string } | { userId: number; except?: string },
) {
  await db
    .update(t.sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(t.sessions.revokedAt),
        'sessionId' in which
          ? eq(t.sessions.id, which.sessionId)
          : and(
              eq(t.sessions.userId, which.userId),
              which.except ? ne(t.sessions.id, which.except) : undefined,
            ),
      ),
    )
}
