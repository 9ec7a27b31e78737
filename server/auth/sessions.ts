// Signed-in sessions: opened at sign-in, checked on every request, revoked on sign-out, password
// change, password reset and when an account is disabled. The check is one primary-key lookup joined
// to the user, which also gives the caller's current role and institution. A session's tokens live
// 15 minutes; its refresh secret (in an HttpOnly cookie, only its hash kept here) gets the next one.
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import type { Tx } from '../db/transaction.ts'
import * as t from '../db/schema.ts'
import type { Permission } from '../../common/permissions.ts'
import { hashToken } from './password-links.ts'
import {
  sessionHours,
  uuidPattern,
  type Caller,
  type TokenClaims,
  type TokenService,
} from './token.ts'

/** A live session of an active account, by its id (and its refresh secret's hash when given). */
const live = (sessionId: string | Placeholder, refreshHash?: string) =>
  and(
    eq(t.sessions.id, sessionId),
    refreshHash === undefined ? undefined : eq(t.sessions.refreshHash, refreshHash),
    isNull(t.sessions.revokedAt),
    gt(t.sessions.expiresAt, sql`now()`),
    eq(t.users.status, true),
  )

/**
 * The permissions turned off for the user's role where they work (decision 0332): nationally, for
 * their university (a campus's people by their campus's) and for their campus. Read with the session
 * on every request, so a change applies at the user's next request on every server process.
 */
export const revokedOfUser = sql<Permission[]>`array(
  select r.module || ':' || r.action
    from ${t.permissionRevocations} r
   where r.role = ${t.users.role}
     and (r.campus_id is null or r.campus_id = ${t.users.campusId})
     and (r.university_id is null or r.university_id = coalesce(${t.users.universityId},
          (select c.university_id from ${t.campuses} c where c.id = ${t.users.campusId})))
   order by 1)`

/** How many sessions' last confirmed callers a process keeps (the oldest goes first). */
const KNOWN_SESSIONS = 10_000

export function sessionService(db: Db, tokens: TokenService) {
  // The check every request makes, built once and prepared by name on each connection (issue 19):
  // drizzle's building of it was a third of a small request's CPU.
  const sessionCheck = db
    .select({
      role: t.users.role,
      universityId: t.users.universityId,
      campusId: t.users.campusId,
      expiresAt: t.sessions.expiresAt,
      revoked: revokedOfUser,
    })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(
      and(live(sql.placeholder('sessionId')), eq(t.sessions.userId, sql.placeholder('userId'))),
    )
    .prepare('hemis_session_check')
  // The caller each session was last confirmed as: what a read whose check overlaps its query
  // starts with (`overlappedReads`, server/http/overlapped-reads.ts). Never an answer by itself:
  // every request's own check decides.
  const confirmed = new Map<string, Caller>()
  async function check(claims: TokenClaims): Promise<Caller | null> {
    const [user] = await sessionCheck.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
    })
    const caller = user ? { userId: claims.userId, ...user, sessionId: claims.sessionId } : null
    confirmed.delete(claims.sessionId)
    if (caller) confirmed.set(claims.sessionId, caller)
    if (confirmed.size > KNOWN_SESSIONS) confirmed.delete(confirmed.keys().next().value!)
    return caller
  }
  return {
    /** A new session of a user: its first token and its refresh cookie's value (`id.secret`). */
    async open(userId: number, now = new Date()) {
      const expiresAt = new Date(now.getTime() + sessionHours * 3600_000)
      const secret = randomBytes(32).toString('base64url')
      const [row] = await db
        .insert(t.sessions)
        .values({ userId, expiresAt, refreshHash: hashToken(secret) })
        .returning({ id: t.sessions.id })
      const token = await tokens.sign({ userId, sessionId: row!.id, expiresAt }, now)
      return { token, expiresAt, refresh: `${row!.id}.${secret}` }
    },

    /**
     * The next token of a live session, or null. It takes both the session's refresh cookie and the
     * token it replaces (expired or not): the cookie alone, left on a device after a sign-out made
     * offline, gets nothing once the app has forgotten the token.
     */
    async refresh(cookie: string | undefined, spentToken: string | null) {
      const [sessionId = '', secret = ''] = cookie?.split('.') ?? []
      if (!uuidPattern.test(sessionId) || !secret || !spentToken) return null
      const spent = await tokens.verify(spentToken, { spent: true })
      if (spent?.sessionId !== sessionId) return null
      const [session] = await db
        .select({ userId: t.sessions.userId, expiresAt: t.sessions.expiresAt })
        .from(t.sessions)
        .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
        .where(live(sessionId, hashToken(secret)))
      if (!session) return null
      const token = await tokens.sign({ ...session, sessionId })
      return { token, expiresAt: session.expiresAt }
    },

    /** The caller of a token whose session is live and whose account is active, else null. */
    async callerOf(token: string): Promise<Caller | null> {
      const claims = await tokens.verify(token)
      return claims ? check(claims) : null
    },

    /**
     * For a read that may start before its session is checked: the caller the token's session
     * was last confirmed as (null if none in this process), and the check, started. Null for a
     * token that is not valid.
     */
    async overlapped(token: string) {
      const claims = await tokens.verify(token)
      if (!claims) return null
      const known = confirmed.get(claims.sessionId)
      return { known: known?.userId === claims.userId ? known : null, check: check(claims) }
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
