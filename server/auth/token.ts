// Session tokens: HS256 JWTs that carry who the caller is and where they belong, valid 8 hours.
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
}

export function tokenService(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(caller: Caller, now = new Date()) {
      const expiresAt = new Date(now.getTime() + sessionHours * 3600_000)
      const token = await new SignJWT({
        role: caller.role,
        uni: caller.universityId,
        campus: caller.campusId,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(caller.userId))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key)
      return { token, expiresAt }
    },
    /** The caller of a valid token, or null for a missing, forged or expired one. */
    async verify(token: string): Promise<Caller | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        return {
          userId: Number(payload.sub),
          role: payload.role as Role,
          universityId: (payload.uni as number | null) ?? null,
          campusId: (payload.campus as number | null) ?? null,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        }
      } catch {
        return null
      }
    },
  }
}
export type TokenService = ReturnType<typeof tokenService>
