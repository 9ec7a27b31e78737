// Decision 0326: tokens live 15 minutes; the session's HttpOnly refresh cookie, sent with the token it
// replaces, gets the next one until the session ends, is signed out, revoked or its account disabled.
import { eq, sql } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshCookie } from '../../server/auth/refresh-cookie.ts'
import { tokenService } from '../../server/auth/token.ts'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const me = (token: string) =>
  api.app.inject({ method: 'GET', url: '/api/User/Me', headers: bearer(token) })
const refresh = (cookie: string | undefined, token?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/User/Refresh',
    headers: { ...(cookie && { cookie }), ...(token && bearer(token)) },
  })

/** A fresh session of a new CollegeUser: its token, its cookie (`name=value`) and its answer. */
let made = 0
async function signedIn() {
  const email = `refresh-${++made}@example.test`
  await api.db.insert(t.users).values({
    email,
    fullName: 'Refresh Test',
    passwordHash: (
      await api.db.select().from(t.users).where(eq(t.users.email, 'collegeuser@hemis.local'))
    )[0]!.passwordHash,
    role: 'CollegeUser',
    universityId: 1,
    campusId: 78,
  })
  const res = await api.login(email)
  expect(res.statusCode).toBe(200)
  const setCookie = String(res.headers['set-cookie'])
  const body = res.json<{ tokenString: string; expiresAt: string }>()
  return {
    email,
    token: body.tokenString,
    expiresAt: body.expiresAt,
    setCookie,
    cookie: setCookie.split(';')[0]!,
  }
}

/** A token of the session signed 20 minutes ago by the server's key: spent 5 minutes ago. */
async function spentTokenOf(token: string, expiresAt: string) {
  const claims = decodeJwt(token)
  return tokenService('test-secret').sign(
    { userId: Number(claims.sub), sessionId: String(claims.sid), expiresAt: new Date(expiresAt) },
    new Date(Date.now() - 20 * 60_000),
  )
}

describe('sign-in', () => {
  it('answers a 15-minute token and sets an HttpOnly, SameSite=Strict cookie for the refresh path only', async () => {
    const { token, expiresAt, setCookie } = await signedIn()
    const claims = decodeJwt(token)
    expect(claims.exp! - claims.iat!).toBe(15 * 60)
    // The session, not the token, ends in 8 hours; the cookie lives as long as the session.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000)
    expect(setCookie).toMatch(/^hemis_session=[0-9a-f-]{36}\.[\w-]{43}; /)
    expect(setCookie).toContain('Path=/api/User/Refresh')
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Strict')
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThan(8 * 3600 - 60)
    // The harness serves http://hemis.test; over https the cookie is Secure as well.
    expect(setCookie).not.toContain('Secure')
    expect(refreshCookie('https://hemis.example.np', 'x', new Date(Date.now() + 60_000))).toMatch(
      /; Secure$/,
    )
    // The user info keeps telling the session's end, not the token's.
    expect((await me(token)).json().expiresAt).toBe(expiresAt)
  })
})

describe('refresh', () => {
  it('gives a working token of the same session for a spent one, with the cookie', async () => {
    const { token, expiresAt, cookie } = await signedIn()
    const spent = await spentTokenOf(token, expiresAt)
    expect((await me(spent)).statusCode).toBe(401)
    const res = await refresh(cookie, spent)
    expect(res.statusCode).toBe(200)
    const next = res.json<{ tokenString: string; expiresAt: string }>()
    expect(next.expiresAt).toBe(expiresAt)
    expect(decodeJwt(next.tokenString).sid).toBe(decodeJwt(token).sid)
    expect((await me(next.tokenString)).statusCode).toBe(200)
    // The live token may be renewed too (another tab's), and a renewal may be asked for again.
    expect((await refresh(cookie, token)).statusCode).toBe(200)
    expect((await refresh(cookie, spent)).statusCode).toBe(200)
  })

  it('refuses a cookie alone, a token alone, another session, a forged secret or token', async () => {
    const a = await signedIn()
    const b = await signedIn()
    const forgedSecret = `${a.cookie.slice(0, a.cookie.indexOf('.'))}.${'A'.repeat(43)}`
    const forgedToken = await tokenService('another-secret').sign({
      userId: Number(decodeJwt(a.token).sub),
      sessionId: String(decodeJwt(a.token).sid),
      expiresAt: new Date(a.expiresAt),
    })
    for (const [cookie, token] of [
      [a.cookie, undefined],
      [undefined, a.token],
      [a.cookie, b.token],
      [forgedSecret, a.token],
      [a.cookie, forgedToken],
      ['hemis_session=not-a-session', a.token],
    ] as const) {
      const res = await refresh(cookie, token)
      expect(res.statusCode, `${cookie} / ${token}`).toBe(401)
      expect(res.headers['content-type']).toContain('application/problem+json')
    }
  })

  it('ends with the session: sign-out (which drops the cookie), revocation, disabling, its 8 hours', async () => {
    const out = await signedIn()
    const logout = await api.app.inject({
      method: 'POST',
      url: '/api/User/Logout',
      headers: bearer(out.token),
    })
    expect(logout.statusCode).toBe(204)
    expect(String(logout.headers['set-cookie'])).toMatch(
      /^hemis_session=; Path=\/api\/User\/Refresh; Max-Age=0;/,
    )
    expect((await refresh(out.cookie, out.token)).statusCode).toBe(401)

    const revoked = await signedIn()
    await api.db
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(t.sessions.id, String(decodeJwt(revoked.token).sid)))
    expect((await refresh(revoked.cookie, revoked.token)).statusCode).toBe(401)

    const disabled = await signedIn()
    await api.db.update(t.users).set({ status: false }).where(eq(t.users.email, disabled.email))
    expect((await refresh(disabled.cookie, disabled.token)).statusCode).toBe(401)

    const ended = await signedIn()
    await api.db
      .update(t.sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(t.sessions.id, String(decodeJwt(ended.token).sid)))
    expect((await refresh(ended.cookie, ended.token)).statusCode).toBe(401)
  })

  it('gives no token that outlives its session', async () => {
    const { token, cookie } = await signedIn()
    const sid = String(decodeJwt(token).sid)
    await api.db
      .update(t.sessions)
      .set({ expiresAt: sql`now() + interval '2 minutes'` })
      .where(eq(t.sessions.id, sid))
    const next = (await refresh(cookie, token)).json<{ tokenString: string }>().tokenString
    const { exp } = decodeJwt(next)
    expect(exp! * 1000 - Date.now()).toBeLessThanOrEqual(2 * 60_000)
  })
})
