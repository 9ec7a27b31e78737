// Session tokens: HS256 JWTs that name a session row (`sid`) and its user, valid 8 hours. Who the
// caller is (role, institution) is read from the database on every request (`sessions.ts`), so a
// revoked session or a changed role takes effect at once.
import { jwtVerify, SignJWT } from 'jose'
import type { Role } from '../db/schema.ts'

export const sessionHours = 8

export type Caller = {
  userId: number
  role: Role
  universityId: number | null
  campusId: number | null
  /** When the session ends (set on verified tokens). */
  expiresAt?: Date
  /** The session row the token names (set on verified tokens). */
  sessionId?: string
}

/** What a valid token says: the session and its user. */
export type TokenClaims = { userId: number; sessionId: string; expiresAt: Date }

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function tokenService(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(claims: TokenClaims, now = new Date()) {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .sign(key)
    },
    /** The claims of a valid token, or null for a missing, forged, expired or old-format one. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
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
