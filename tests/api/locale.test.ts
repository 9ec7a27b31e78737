// The interface language, and its digits in Nepali (decision 0328), are the user's, kept on the
// server: they come back at sign-in and on another device, are changed with the profile, and the
// database refuses any other value.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const me = (headers: Record<string, string>) =>
  api.app.inject({ method: 'GET', url: '/api/User/Me', headers })
const patchMe = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'PATCH', url: '/api/User/Me', headers, payload })
const localeOf = async (email: string) => {
  const [row] = await api.db
    .select({ locale: t.users.locale })
    .from(t.users)
    .where(eq(t.users.email, email))
  return row?.locale
}

describe('the interface language', () => {
  it('is English for an account that never chose one, at sign-in and on /User/Me', async () => {
    const login = await api.login('collegeadmin@hemis.local')
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ locale: 'en' })
    const headers = { authorization: `Bearer ${login.json().tokenString as string}` }
    expect((await me(headers)).json()).toMatchObject({ locale: 'en' })
  })

  it('chosen alone in the profile, comes back on /User/Me and at the next sign-in', async () => {
    const headers = await api.as('collegeuser')
    const changed = await patchMe(headers, { locale: 'ne' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ locale: 'ne', fullName: 'Campus Data Clerk' })
    expect((await me(headers)).json()).toMatchObject({ locale: 'ne' })
    const again = await api.login('collegeuser@hemis.local')
    expect(again.json()).toMatchObject({ locale: 'ne' })
    // A name-only edit leaves the language as it was.
    const renamed = await patchMe(headers, { fullName: 'Campus Clerk' })
    expect(renamed.json()).toMatchObject({ fullName: 'Campus Clerk', locale: 'ne' })
  })

  it('refuses a language it does not know as a problem, and changes nothing', async () => {
    const headers = await api.as('student')
    for (const payload of [{ locale: 'fr' }, { locale: null }, { locale: 'ne', fullName: '' }]) {
      const refused = await patchMe(headers, payload)
      expect(refused.statusCode).toBe(400)
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
    expect((await me(headers)).json()).toMatchObject({ locale: 'en', fullName: 'Sita Sharma' })
    expect(await localeOf('student@hemis.local')).toBe('en')
  })

  it("is one user's own: another user's stays as it was", async () => {
    const uni = await api.as('uniadmin')
    const ugc = await api.as('ugcadmin')
    expect((await patchMe(uni, { locale: 'ne' })).statusCode).toBe(200)
    expect((await me(ugc)).json()).toMatchObject({ locale: 'en' })
    expect(await localeOf('ugcadmin@hemis.local')).toBe('en')
    expect(await localeOf('uniadmin@hemis.local')).toBe('ne')
  })

  it('a change is in the audit trail with the operation and old → new', async () => {
    const headers = await api.as('admin')
    expect((await patchMe(headers, { locale: 'ne' })).statusCode).toBe(200)
    const [user] = await api.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'admin@hemis.local'))
    const rows = await api.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.tableName, 'users'), eq(t.auditLog.recordId, String(user!.id))))
    expect(rows).toContainEqual(
      expect.objectContaining({
        operationId: 'updateCurrentUser',
        userId: user!.id,
        changes: { locale: ['en', 'ne'] },
      }),
    )
  })

  it('is held to English or Nepali by the database itself, whatever writes the row', async () => {
    const write = api.db
      .update(t.users)
      .set({ locale: 'fr' as 'en' })
      .where(eq(t.users.email, 'superadmin@hemis.local'))
    // 23514: check_violation, the users_locale_check constraint (drizzle keeps the driver's error as cause).
    await expect(write).rejects.toMatchObject({ cause: { code: '23514' } })
    expect(await localeOf('superadmin@hemis.local')).toBe('en')
  })
})

describe('the digits in Nepali', () => {
  it('are Devanagari for an account that never chose, then Latin once chosen, on every device', async () => {
    const first = await api.login('uniadmin@hemis.local')
    expect(first.json()).toMatchObject({ digits: 'devanagari' })
    const headers = await api.as('uniadmin')
    const changed = await patchMe(headers, { digits: 'latin' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ digits: 'latin' })
    expect((await me(headers)).json()).toMatchObject({ digits: 'latin' })
    expect((await api.login('uniadmin@hemis.local')).json()).toMatchObject({ digits: 'latin' })
    // With the language in one change, as the sign-in's settling sends a device's unsent choices.
    const both = await patchMe(headers, { locale: 'ne', digits: 'devanagari' })
    expect(both.json()).toMatchObject({ locale: 'ne', digits: 'devanagari' })
  })

  it('refuse any other value as a problem, in the contract and in the database', async () => {
    const headers = await api.as('collegeadmin')
    for (const digits of ['roman', '', null, 1]) {
      const refused = await patchMe(headers, { digits })
      expect(refused.statusCode).toBe(400)
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
    expect((await me(headers)).json()).toMatchObject({ digits: 'devanagari' })
    const write = api.db
      .update(t.users)
      .set({ digits: 'roman' as 'latin' })
      .where(eq(t.users.email, 'collegeadmin@hemis.local'))
    await expect(write).rejects.toMatchObject({ cause: { code: '23514' } })
  })
})
