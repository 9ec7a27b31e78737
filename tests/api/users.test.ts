// User management: invitations by mail, roles no higher than the giver's, a UniAdmin's reach, disabling
// that ends sessions at once, the last SuperAdmin, resets by mail, the audit trail and the first run.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { firstRunLink } from '../../server/handlers/users.ts'
import { emptyDatabase, startApi, type Api } from './harness.ts'

let api: Api
let superadmin: Record<string, string>
let uniadmin: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  superadmin = await api.as('superadmin')
  uniadmin = await api.as('uniadmin')
})
afterAll(() => api.close())

type Account = { id: number; version: number; role: string; universityId: number | null }

const invite = (headers: Record<string, string>, payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/User/Invite', headers, payload })
const patch = (headers: Record<string, string>, id: number, payload: object) =>
  api.app.inject({ method: 'PATCH', url: `/api/User/${id}`, headers, payload })
const setPassword = async (email: string, newPassword: string) => {
  const { token, body } = await api.passwordLinkMailedTo(email)
  // Links start with the configured public address.
  expect(body).toContain('http://hemis.test/reset-password/')
  return api.app.inject({
    method: 'POST',
    url: '/api/User/ResetPassword',
    payload: { email, newPassword, resetToken: token },
  })
}

describe('invitations', () => {
  it('an invited campus admin sets a password from the mailed link and signs in with that role', async () => {
    const res = await invite(superadmin, {
      email: 'new.admin@example.test',
      fullName: 'New Campus Admin',
      role: 'CollegeAdmin',
      campusId: 79,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      role: 'CollegeAdmin',
      campusId: 79,
      universityId: 1,
      mustSetPassword: true,
    })
    expect((await setPassword('new.admin@example.test', 'Campus#Admin2026')).statusCode).toBe(201)
    const login = await api.login('new.admin@example.test', 'Campus#Admin2026')
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ role: 'CollegeAdmin' })
  })

  it('refuses an e-mail in use, a role above the inviter, and a campus of another university', async () => {
    expect(
      (
        await invite(superadmin, {
          email: 'COLLEGEADMIN@hemis.local',
          fullName: 'X',
          role: 'CollegeUser',
          campusId: 78,
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (await invite(uniadmin, { email: 'boss@example.test', fullName: 'X', role: 'UgcAdmin' }))
        .statusCode,
    ).toBe(403)
    const elsewhere = await invite(uniadmin, {
      email: 'far@example.test',
      fullName: 'X',
      role: 'CollegeAdmin',
      campusId: 83,
    })
    expect(elsewhere.statusCode).toBe(403)
    const noCampus = await invite(superadmin, {
      email: 'nowhere@example.test',
      fullName: 'X',
      role: 'CollegeUser',
    })
    expect(noCampus.statusCode).toBe(400)
    expect(noCampus.json().errors).toEqual([
      { field: 'campusId', message: 'is required for a CollegeUser' },
    ])
    const written = await api.db.select().from(t.users).where(eq(t.users.email, 'far@example.test'))
    expect(written).toHaveLength(0)
  })

  it('a UniAdmin lists only the accounts of their university and its campuses', async () => {
    await invite(superadmin, {
      email: 'other.uni@example.test',
      fullName: 'Other Uni Clerk',
      role: 'CollegeUser',
      campusId: 83,
    })
    const mine = (
      await api.app.inject({
        method: 'GET',
        url: '/api/User/GetAll?pageSize=100',
        headers: uniadmin,
      })
    ).json<{ items: Account[] }>()
    expect(mine.items.length).toBeGreaterThan(0)
    expect(mine.items.every((a) => a.universityId === 1)).toBe(true)
    const all = (
      await api.app.inject({
        method: 'GET',
        url: '/api/User/GetAll?search=other.uni',
        headers: superadmin,
      })
    ).json<{ total: number }>()
    expect(all.total).toBe(1)
  })
})

describe('disabling and roles', () => {
  it('disabling ends the account’s sessions at once; re-enabling lets it sign in again', async () => {
    const clerkToken = (await api.login('collegeuser@hemis.local')).json().tokenString as string
    const me = () =>
      api.app.inject({
        method: 'GET',
        url: '/api/User/Me',
        headers: { authorization: `Bearer ${clerkToken}` },
      })
    expect((await me()).statusCode).toBe(200)
    const [clerk] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'collegeuser@hemis.local'))
    const off = await patch(uniadmin, clerk!.id, { status: false })
    expect(off.statusCode, off.body).toBe(200)
    expect((await me()).statusCode).toBe(401)
    expect((await api.login('collegeuser@hemis.local')).statusCode).toBe(401)
    expect((await patch(uniadmin, clerk!.id, { status: true })).statusCode).toBe(200)
    expect((await api.login('collegeuser@hemis.local')).statusCode).toBe(200)
  })

  it('nobody raises an account above their own role or touches one above it', async () => {
    const [clerk] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'collegeuser@hemis.local'))
    expect((await patch(uniadmin, clerk!.id, { role: 'SuperAdmin' })).statusCode).toBe(403)
    const [ugc] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'ugcadmin@hemis.local'))
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/User/${ugc!.id}`, headers: uniadmin }))
        .statusCode,
    ).toBe(404)
  })

  it('the last enabled SuperAdmin cannot be disabled or demoted, nor anyone disable themselves', async () => {
    const [me] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'superadmin@hemis.local'))
    const self = await patch(superadmin, me!.id, { status: false })
    expect(self.statusCode).toBe(400)
    const demote = await patch(superadmin, me!.id, { role: 'Admin' })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().type).toMatch(/last-superadmin$/)
    const [still] = await api.db.select().from(t.users).where(eq(t.users.id, me!.id))
    expect(still!.role).toBe('SuperAdmin')
  })

  it('an administrator mails a reset link; a stale If-Match is refused', async () => {
    const [clerk] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'collegeuser@hemis.local'))
    const sent = await api.app.inject({
      method: 'POST',
      url: `/api/User/${clerk!.id}/SendPasswordReset`,
      headers: uniadmin,
    })
    expect(sent.statusCode).toBe(202)
    expect((await setPassword('collegeuser@hemis.local', 'Clerk#Reset2026')).statusCode).toBe(201)
    const stale = await api.app.inject({
      method: 'PATCH',
      url: `/api/User/${clerk!.id}`,
      headers: { ...uniadmin, 'if-match': '"1"' },
      payload: { fullName: 'Renamed Clerk' },
    })
    expect(stale.statusCode).toBe(409)
  })
})

describe('the audit page', () => {
  it('shows who invited whom, to commission roles all and to a UniAdmin their university', async () => {
    const entries = (
      await api.app.inject({
        method: 'GET',
        url: '/api/Audit?table=users&operationId=inviteUser',
        headers: superadmin,
      })
    ).json<{
      items: { recordId: string; userEmail: string; changes: Record<string, unknown[]> }[]
    }>()
    expect(entries.items.length).toBeGreaterThanOrEqual(2)
    expect(entries.items.every((e) => e.userEmail === 'superadmin@hemis.local')).toBe(true)
    const uni = (
      await api.app.inject({ method: 'GET', url: '/api/Audit?table=users', headers: uniadmin })
    ).json<{
      items: { changes: Record<string, unknown[]> }[]
    }>()
    expect(
      uni.items.some((e) => JSON.stringify(e.changes).includes('other.uni@example.test')),
    ).toBe(false)
    const student = await api.as('student')
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/Audit', headers: student })).statusCode,
    ).toBe(403)
  })
})

describe('the first run', () => {
  it('an empty database prints a one-time link that creates the first SuperAdmin once', async () => {
    const empty = await emptyDatabase()
    try {
      const link = await firstRunLink(empty.db, 'http://hemis.test')
      expect(link).toMatch(/^http:\/\/hemis\.test\/first-run\/\S+$/)
      const token = link!.split('/').pop()!
      const { buildApp } = await import('../../server/app.ts')
      const app = await buildApp({
        database: empty,
        config: {
          jwtSecret: 'first-run-secret-0123456789-0123456789',
          homeCampusId: 78,
          publicUrl: 'http://hemis.test',
        },
        distDir: '/nonexistent',
      })
      const create = (tokenSent: string, email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/Setup/FirstAdmin',
          payload: {
            token: tokenSent,
            email,
            fullName: 'First Admin',
            password: 'First#Admin2026',
          },
        })
      expect((await create('wrong', 'first@example.test')).statusCode).toBe(403)
      const made = await create(token, 'first@example.test')
      expect(made.statusCode, made.body).toBe(201)
      expect((await create(token, 'second@example.test')).statusCode).toBe(403)
      const login = await app.inject({
        method: 'POST',
        url: '/api/User/Login',
        payload: { email: 'first@example.test', password: 'First#Admin2026' },
      })
      expect(login.json()).toMatchObject({ role: 'SuperAdmin' })
      expect(await firstRunLink(empty.db, 'http://hemis.test')).toBeNull()
      await app.close()
    } finally {
      await empty.close()
    }
  })
})
