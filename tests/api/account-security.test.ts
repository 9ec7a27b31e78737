// Account takeover defences: sessions end on sign-out, password change, reset and disabling; sign-in
// locks per e-mail and address and treats unknown accounts like known ones; the password policy;
// reset links from the configured public URL only, usable exactly once even when requests race.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configErrors, developmentSecret, readConfig } from '../../server/config.ts'
import * as t from '../../server/db/schema.ts'
import { multipartForm, startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const password = 'Sturdy#Pass2026'
const signIn = (email: string, pass: string, remoteAddress = '10.0.0.1') =>
  api.app.inject({
    method: 'POST',
    url: '/api/User/Login',
    payload: { email, password: pass },
    remoteAddress,
  })
const me = (token: string) =>
  api.app.inject({ method: 'GET', url: '/api/User/Me', headers: bearer(token) })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function newStudent(email: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/User',
    ...multipartForm({
      firstName: 'Test',
      lastName: 'Student',
      phoneNumber: '9841000000',
      email,
      gender: 'female',
      password,
      confirmPassword: password,
    }),
  })
  expect(res.statusCode).toBe(201)
  const login = await signIn(email, password)
  expect(login.statusCode).toBe(200)
  return login.json().tokenString as string
}

async function resetTokenOf(email: string) {
  await api.db.update(t.users).set({ mustSetPassword: true }).where(eq(t.users.email, email))
  const marker = await signIn(email, password, '10.9.9.9')
  await api.db.update(t.users).set({ mustSetPassword: false }).where(eq(t.users.email, email))
  return marker.json().value as string
}

describe('sessions are revoked', () => {
  it('on sign-out: the token answers 401, another session stays', async () => {
    const first = await newStudent('out@example.test')
    const second = (await signIn('out@example.test', password)).json().tokenString as string
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/User/Logout',
      headers: bearer(first),
    })
    expect(out.statusCode).toBe(204)
    expect((await me(first)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(200)
  })

  it('on a password change: every other session ends, the changer stays signed in', async () => {
    const stolen = await newStudent('change@example.test')
    const mine = (await signIn('change@example.test', password)).json().tokenString as string
    const change = await api.app.inject({
      method: 'POST',
      url: '/api/User/ChangePassword',
      headers: bearer(mine),
      payload: { currentPassword: password, newPassword: 'Another#Pass2026' },
    })
    expect(change.statusCode).toBe(201)
    expect((await me(stolen)).statusCode).toBe(401)
    expect((await me(mine)).statusCode).toBe(200)
  })

  it('on a password reset and when the account is disabled', async () => {
    const token = await newStudent('reset@example.test')
    const resetToken = await resetTokenOf('reset@example.test')
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email: 'reset@example.test', newPassword: 'Reset#Pass2026', resetToken },
    })
    expect(reset.statusCode).toBe(201)
    expect((await me(token)).statusCode).toBe(401)

    const next = (await signIn('reset@example.test', 'Reset#Pass2026')).json().tokenString as string
    expect((await me(next)).statusCode).toBe(200)
    await api.db
      .update(t.users)
      .set({ status: false })
      .where(eq(t.users.email, 'reset@example.test'))
    expect((await me(next)).statusCode).toBe(401)
  })

  it('a role changed in the database applies on the next request', async () => {
    const token = await newStudent('promoted@example.test')
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: '/api/Level/GetAllLevels',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(403)
    await api.db
      .update(t.users)
      .set({ role: 'CollegeUser', campusId: 78 })
      .where(eq(t.users.email, 'promoted@example.test'))
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: '/api/Level/GetAllLevels',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200)
  })
})

describe('sign-in', () => {
  it('five failures from one address do not lock the account out from another', async () => {
    await newStudent('target@example.test')
    for (let i = 0; i < 5; i++) await signIn('target@example.test', 'wrong-guess', '203.0.113.7')
    expect((await signIn('target@example.test', password, '203.0.113.7')).statusCode).toBe(429)
    expect((await signIn('target@example.test', password, '198.51.100.2')).statusCode).toBe(200)
  })

  it('answers and locks an unknown account exactly as a known one', async () => {
    await newStudent('known@example.test')
    const known = await signIn('known@example.test', 'wrong-guess', '192.0.2.1')
    const unknown = await signIn('unknown@example.test', 'wrong-guess', '192.0.2.1')
    expect(unknown.statusCode).toBe(known.statusCode)
    const withoutRequestId = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'requestId'))
    expect(withoutRequestId(unknown.json())).toEqual(withoutRequestId(known.json()))
    for (let i = 0; i < 4; i++) {
      await signIn('known@example.test', 'wrong-guess', '192.0.2.1')
      await signIn('unknown@example.test', 'wrong-guess', '192.0.2.1')
    }
    const lockedKnown = await signIn('known@example.test', 'wrong-guess', '192.0.2.1')
    const lockedUnknown = await signIn('unknown@example.test', 'wrong-guess', '192.0.2.1')
    expect(lockedKnown.statusCode).toBe(429)
    expect(lockedUnknown.statusCode).toBe(429)
    expect(lockedUnknown.json().title).toBe(lockedKnown.json().title)
  })

  it('a taken e-mail at registration does not tell the account id', async () => {
    await newStudent('taken@example.test')
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/User',
      ...multipartForm({
        firstName: 'Other',
        lastName: 'Person',
        phoneNumber: '9841000001',
        email: 'TAKEN@example.test',
        gender: 'male',
        password,
        confirmPassword: password,
      }),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).not.toHaveProperty('existingId')
  })
})

describe('password policy', () => {
  it.each([
    ['Short#1', 'Password must be at least 10 characters.'],
    ['Password123', 'This password is too common. Choose another.'],
    ['policy@example.test', 'Password must not be your e-mail address.'],
  ])('refuses %s at registration, writing nothing', async (weak, message) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/User',
      ...multipartForm({
        firstName: 'Weak',
        lastName: 'Password',
        phoneNumber: '9841000002',
        email: 'policy@example.test',
        gender: 'other',
        password: weak,
        confirmPassword: weak,
      }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'password', message }])
    const rows = await api.db.select().from(t.users).where(eq(t.users.email, 'policy@example.test'))
    expect(rows).toHaveLength(0)
  })

  it('applies to a change and a reset too', async () => {
    const token = await newStudent('weak@example.test')
    const change = await api.app.inject({
      method: 'POST',
      url: '/api/User/ChangePassword',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'qwertyuiop' },
    })
    expect(change.statusCode).toBe(400)
    expect(change.json().errors[0].field).toBe('newPassword')
    const resetToken = await resetTokenOf('weak@example.test')
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email: 'weak@example.test', newPassword: 'weak', resetToken },
    })
    expect(reset.statusCode).toBe(400)
    expect((await signIn('weak@example.test', password)).statusCode).toBe(200)
  })
})

describe('reset links', () => {
  it('start with the configured public URL whatever Host and X-Forwarded headers say', async () => {
    await newStudent('link@example.test')
    await api.app.inject({
      method: 'POST',
      url: '/api/User/GetCodeUser?email=link@example.test',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
    })
    const [mail] = await api.db.select().from(t.mails).where(eq(t.mails.to, 'link@example.test'))
    expect(mail?.body).toContain('http://hemis.test/reset-password/')
    expect(mail?.body).not.toContain('evil.example')
  })

  it('a reset token works exactly once when 20 requests race with it', async () => {
    await newStudent('race@example.test')
    const resetToken = await resetTokenOf('race@example.test')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.app.inject({
          method: 'POST',
          url: '/api/User/ResetPassword',
          payload: {
            email: 'race@example.test',
            newPassword: `Racing#Pass${1000 + i}`,
            resetToken,
          },
          // An address of its own: the earlier tests' resets count against the default one's limit.
          remoteAddress: '192.0.2.200',
        }),
      ),
    )
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c !== 201 && c !== 400)).toEqual([])
  })
})

describe('production settings', () => {
  const production = (env: Record<string, string>) => readConfig({ NODE_ENV: 'production', ...env })

  it('refuse to start without a secret of their own, and create no demo accounts unless asked', () => {
    expect(configErrors(production({}))).toEqual([
      'HEMIS_JWT_SECRET is not set: production needs its own secret (32+ random characters).',
      'HEMIS_PUBLIC_URL is not set: production mails need the address users open.',
    ])
    expect(configErrors(production({ HEMIS_JWT_SECRET: developmentSecret }))).toContain(
      'HEMIS_JWT_SECRET is the development secret: production needs its own.',
    )
    const safe = { HEMIS_JWT_SECRET: 'x'.repeat(40), HEMIS_PUBLIC_URL: 'https://hemis.example' }
    expect(configErrors(production(safe))).toEqual([])
    expect(configErrors(production({ ...safe, HEMIS_PUBLIC_URL: 'javascript:alert(1)' }))).toEqual([
      'HEMIS_PUBLIC_URL is not an http(s) address: javascript:alert(1)',
    ])
    expect(configErrors(production({ ...safe, HEMIS_TRUST_PROXY: '10.0.0.5, fd00::/8' }))).toEqual(
      [],
    )
    expect(
      configErrors(production({ ...safe, HEMIS_TRUST_PROXY: 'balancer, 10.0.0.0/33' })),
    ).toEqual([
      'HEMIS_TRUST_PROXY names no address or CIDR range: balancer',
      'HEMIS_TRUST_PROXY names no address or CIDR range: 10.0.0.0/33',
    ])
    expect(production({}).demo).toBe(false)
    expect(production({ HEMIS_DEMO: '1' }).demo).toBe(true)
    expect(readConfig({}).demo).toBe(true)
  })
})
