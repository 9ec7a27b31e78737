// Registration, forgotten and changed passwords, profile, lockouts and mail delivery.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { multipartForm, startApi, type Api } from './harness.ts'

let api: Api
let mailDir: string
let smtp: SMTPServer
const received: { to: string; raw: string }[] = []

// A real SMTP server on loopback: the mails the API sends arrive here over SMTP.
async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return (smtp.server.address() as { port: number }).port
}

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'hemis-mail-'))
  const port = await startSmtp()
  api = await startApi({
    mail: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'HEMIS <no-reply@hemis.test>',
      dir: mailDir,
    },
  })
})
afterAll(async () => {
  await api.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
  await rm(mailDir, { recursive: true, force: true })
})

const eventually = async <T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const value = await read()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('gave up waiting')
}

const student = (email: string, overrides: Record<string, string> = {}) => ({
  firstName: 'Sita',
  lastName: 'Sharma',
  phoneNumber: '9800000000',
  email,
  gender: 'female',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  ...overrides,
})

const register = (fields: Record<string, string>) =>
  api.app.inject({ method: 'POST', url: '/api/User', ...multipartForm(fields) })

const forgot = (email: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/User/GetCodeUser?email=${encodeURIComponent(email)}&uniId=0`,
  })

const resetLinkOf = (email: string) => api.passwordLinkMailedTo(email)

describe('student registration', () => {
  it('creates a student who can sign in, once per e-mail', async () => {
    const res = await register(student('sita@example.test'))
    expect(res.statusCode).toBe(201)
    expect((await api.login('sita@example.test', 'Secret#123')).json()).toMatchObject({
      role: 'Student',
      fullName: 'Sita Sharma',
      phoneNumber: '9800000000',
    })
    const again = await register(student('SITA@example.test'))
    expect(again.statusCode).toBe(409)
  })

  it('refuses a phone number that is not exactly 10 digits, and passwords that differ', async () => {
    expect((await register(student('a@example.test', { phoneNumber: '98000' }))).statusCode).toBe(
      400,
    )
    const mismatch = await register(student('b@example.test', { confirmPassword: 'other' }))
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().errors).toEqual([
      { field: 'confirmPassword', message: 'Passwords do not match' },
    ])
    expect((await api.login('b@example.test', 'Secret#123')).statusCode).toBe(401)
  })
})

describe('forgot and reset password', () => {
  it('answers the same 201 whether or not the account exists', async () => {
    const known = await forgot('collegeuser@hemis.local')
    const unknown = await forgot('nobody@hemis.local')
    expect(known.statusCode).toBe(201)
    expect(unknown.statusCode).toBe(201)
    expect(unknown.json()).toEqual(known.json())
    const toNobody = await api.db.select().from(t.mails).where(eq(t.mails.to, 'nobody@hemis.local'))
    expect(toNobody).toHaveLength(0)
  })

  it('mails a link whose token sets the password once', async () => {
    await register(student('reset-me@example.test'))
    await forgot('reset-me@example.test')
    const { email, token } = await resetLinkOf('reset-me@example.test')
    const reset = (newPassword: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/User/ResetPassword',
        payload: { email, newPassword, resetToken: token },
      })
    expect((await reset('Brand#New1')).statusCode).toBe(201)
    expect((await api.login('reset-me@example.test', 'Brand#New1')).statusCode).toBe(200)
    expect((await api.login('reset-me@example.test', 'Secret#123')).statusCode).toBe(401)
    const reused = await reset('Another#2026x')
    expect(reused.statusCode).toBe(400)
    expect(reused.json().detail).toBe('The reset link is not valid or has expired.')
  })

  it('delivers the mail over SMTP and as an .eml file', async () => {
    await register(student('smtp@example.test'))
    await forgot('smtp@example.test')
    const mail = await eventually(() => received.find((m) => m.to === 'smtp@example.test'))
    expect(mail.raw).toContain('Subject: HEMIS password reset')
    expect(mail.raw).toContain('/reset-password/smtp%40example.test/')
    const file = await eventually(async () => {
      for (const name of await readdir(mailDir)) {
        const text = await readFile(join(mailDir, name), 'utf8')
        if (text.includes('To: smtp@example.test')) return text
      }
      return undefined
    })
    expect(file).toContain('/reset-password/smtp%40example.test/')
    const [row] = await eventually(async () => {
      const rows = await api.db.select().from(t.mails).where(eq(t.mails.to, 'smtp@example.test'))
      return rows[0]?.sentAt ? rows : undefined
    })
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('sends at most three links an hour to one address, still answering 201', async () => {
    await register(student('flood@example.test'))
    for (let i = 0; i < 5; i++) expect((await forgot('flood@example.test')).statusCode).toBe(201)
    const rows = await api.db.select().from(t.mails).where(eq(t.mails.to, 'flood@example.test'))
    expect(rows).toHaveLength(3)
  })

  it('an account an administrator created gets a token at sign-in to set its password', async () => {
    await register(student('new-staff@example.test'))
    await api.db
      .update(t.users)
      .set({ mustSetPassword: true })
      .where(eq(t.users.email, 'new-staff@example.test'))
    const res = await api.login('new-staff@example.test', 'Secret#123')
    expect(res.statusCode).toBe(200)
    const marker = res.json()
    expect(marker.name).toBe('verificationToken')
    const set = await api.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: {
        email: 'new-staff@example.test',
        newPassword: 'Mine#456789',
        resetToken: marker.value,
      },
    })
    expect(set.statusCode).toBe(201)
    expect(
      (await api.login('new-staff@example.test', 'Mine#456789')).json().tokenString,
    ).toBeTruthy()
  })
})

describe('failed sign-ins', () => {
  it('lock an account for 15 minutes after 5 failures, saying until when', async () => {
    await register(student('locked@example.test'))
    for (let i = 0; i < 5; i++) await api.login('locked@example.test', 'wrong')
    const res = await api.login('locked@example.test', 'Secret#123')
    expect(res.statusCode).toBe(429)
    expect(res.json().detail).toMatch(
      /^Too many failed sign-in attempts\. Try again after \d\d:\d\d UTC\.$/,
    )
  })

  it('from one address across many accounts are limited too', async () => {
    const other = await startApi()
    try {
      for (let i = 0; i < 30; i++) await other.login(`guess-${i}@hemis.local`, 'wrong')
      const res = await other.login('collegeadmin@hemis.local')
      expect(res.statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })
})

describe('own account', () => {
  it('changes the password only with the right current one', async () => {
    await register(student('changer@example.test'))
    const login = await api.login('changer@example.test', 'Secret#123')
    const auth = { authorization: `Bearer ${login.json().tokenString as string}` }
    const change = (currentPassword: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/User/ChangePassword',
        headers: auth,
        payload: { currentPassword, newPassword: 'Changed#99' },
      })
    const wrong = await change('not-it')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', message: 'The current password is wrong.' },
    ])
    expect((await api.login('changer@example.test', 'Secret#123')).statusCode).toBe(200)
    expect((await change('Secret#123')).statusCode).toBe(201)
    expect((await api.login('changer@example.test', 'Changed#99')).statusCode).toBe(200)
  })

  it('edits the profile name and phone, and refuses a bad phone without changing anything', async () => {
    const headers = await api.as('collegeuser')
    const patch = (payload: Record<string, unknown>) =>
      api.app.inject({ method: 'PATCH', url: '/api/User/Me', headers, payload })
    expect((await patch({ phoneNumber: '12345' })).statusCode).toBe(400)
    expect((await patch({ email: 'x@y.z' })).statusCode).toBe(400)
    const ok = await patch({ fullName: '  Ram Bahadur  ', phoneNumber: '9841000000' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ fullName: 'Ram Bahadur', phoneNumber: '9841000000' })
    const me = await api.app.inject({ method: 'GET', url: '/api/User/Me', headers })
    expect(me.json()).toMatchObject({ fullName: 'Ram Bahadur', phoneNumber: '9841000000' })
  })
})
