// Session tokens: HS256 JWTs that name a session row (`sid`) and its user, valid 15 minutes within a
// session of 8 hours (decision 0326: the session's HttpOnly refresh cookie gets the next token, so no
// script-readable credential outlives 15 minutes). Who the caller is (role, institution) is read from
// the database on every request (`sessions.ts`), so a revoked session or a changed role takes effect
// at once.
import { jwtVerify, SignJWT } from 'jose'
import type { Permission } from '../../common/permissions.ts'
import type { Role } from '../db/schema.ts'

export const sessionHours = 8
export const tokenMinutes = 15

export type Caller = {
  userId: number
  role: Role
  universityId: number | null
  campusId: number | null
  /** When the session ends, not its current token (set on verified tokens). */
  expiresAt?: Date
  /** The session row the token names (set on verified tokens). */
  sessionId?: string
  /** The permissions turned off for this caller (decision 0332), read with the session. */
  revoked?: readonly Permission[]
}

/** What a valid token says: the session and its user, and when the token itself expires. */
export type TokenClaims = { userId: number; sessionId: string; expiresAt: Date }

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function tokenService(secret: string) {
  // A CryptoKey imported once: given the secret's bytes (or a KeyObject), jose imports a new key at
  // every verification, 0.4 ms of each request's CPU (the peer benchmark's profile, issue 19).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return {
    /** A token of the session valid `tokenMinutes`, never past the session's end (`expiresAt`). */
    async sign(claims: TokenClaims, now = new Date()) {
      const expires = Math.min(claims.expiresAt.getTime(), now.getTime() + tokenMinutes * 60_000)
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expires / 1000))
        .sign(await key)
    },
    /**
     * The claims of a valid token, or null for a missing, forged, expired or old-format one. `spent`
     * also takes a token expired within a session's length: the one a refresh replaces.
     */
    async verify(token: string, { spent = false } = {}): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          ...(spent && { clockTolerance: sessionHours * 3600 }),
        })
        const userId = Number(payload.sub)
        const sessionId = payload.sid
        if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') return null
        if (!uuidPattern.test(sessionId)) return null
        return { userId, sessionId, expiresAt: new Date((payload.exp ?? 0) * 1000) }
      } catch {
        return null
      }
    },
  }
}
export type TokenService = ReturnType<typeof tokenService>
