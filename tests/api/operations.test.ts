// What operators and browsers rely on: health probes that tell the database's state, security headers
// on every answer, and a data directory checked before the database opens it.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataDirProblem } from '../../server/db/data-dir.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('health', () => {
  it('reports the database as ready, and the process as live', async () => {
    // A fresh app's first query opens its connection: on a loaded two-core machine that took more
    // than the probe's 2 s once, and a probe asks again.
    const ready = () => api.app.inject({ method: 'GET', url: '/api/health/ready' })
    await expect.poll(async () => (await ready()).statusCode, { timeout: 60_000 }).toBe(200)
    expect((await ready()).json()).toMatchObject({ status: 'ok' })
    const live = await api.app.inject({ method: 'GET', url: '/api/health/live' })
    expect(live.statusCode).toBe(200)
  })

  it('answers 503 with what failed when the database is gone, while live stays 200', async () => {
    const other = await startApi()
    await other.closeDatabase()
    const health = await other.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({ status: 'unavailable' })
    expect(health.json().problem).toMatch(/^database: /)
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
      200,
    )
    await other.app.close()
  })
})

describe('security headers', () => {
  it('are on API answers and on unknown paths alike', async () => {
    for (const url of ['/api/Level/GetAllLevels', '/api/health', '/nowhere']) {
      const res = await api.app.inject({ method: 'GET', url })
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy']).toContain('microphone=()')
    }
  })
})

describe('the data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hemis-datadir-'))

  it('is refused with one line naming it and the cause', () => {
    const file = join(dir, 'a-file')
    writeFileSync(file, 'x')
    expect(dataDirProblem(file)).toBe(`HEMIS_DATA_DIR ${file}: is a file, not a folder.`)
    expect(dataDirProblem('/proc/self')).toMatch(/is inside a kernel file system/)
    const other = join(dir, 'someone-elses')
    writeFileSync(join(dir, 'placeholder'), '')
    expect(dataDirProblem(dir)).toMatch(/holds no PostgreSQL data/)
    expect(dataDirProblem(join(file, 'below'))).toMatch(/is a file, not a folder/)
    expect(dataDirProblem(other)).toBeNull()
  })
})

describe('abuse of unauthenticated writes', () => {
  it('password-reset requests from one address are limited, with a problem+json 429', async () => {
    const other = await startApi()
    try {
      const ask = () =>
        other.app.inject({
          method: 'POST',
          url: '/api/User/GetCodeUser?email=nobody@example.test',
          remoteAddress: '198.51.100.99',
        })
      for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(201)
      const refused = await ask()
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['content-type']).toContain('application/problem+json')
      const elsewhere = await other.app.inject({
        method: 'POST',
        url: '/api/User/GetCodeUser?email=nobody@example.test',
        remoteAddress: '198.51.100.100',
      })
      expect(elsewhere.statusCode).toBe(201)
    } finally {
      await other.close()
    }
  })

  it('counts an address in the database: two server processes allow it the limit once', async () => {
    const other = await startApi()
    const second = await other.anotherProcess()
    try {
      const reset = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/User/ResetPassword',
          payload: {
            email: 'nobody@example.test',
            resetToken: 'not-a-token',
            newPassword: 'Another@12345',
          },
          remoteAddress: '198.51.100.7',
        })
      // resetPassword allows 20 in 15 minutes: 10 through each process, then both refuse.
      for (let i = 0; i < 10; i++) {
        expect((await reset(other.app)).statusCode).not.toBe(429)
        expect((await reset(second)).statusCode).not.toBe(429)
      }
      expect((await reset(second)).statusCode).toBe(429)
      expect((await reset(other.app)).statusCode).toBe(429)
      // Another operation from the same address keeps its own count.
      const ask = await second.inject({
        method: 'POST',
        url: '/api/User/GetCodeUser?email=nobody@example.test',
        remoteAddress: '198.51.100.7',
      })
      expect(ask.statusCode).toBe(201)
      // A window that has ended starts again.
      await other.db.execute(sql`update request_counts set window_ends_at = now()`)
      expect((await reset(second)).statusCode).not.toBe(429)
    } finally {
      await second.close()
      await other.close()
    }
  })

  it('behind a trusted load balancer, counts the client X-Forwarded-For names, and only then', async () => {
    const other = await startApi({ trustedProxies: ['10.0.0.5'] })
    try {
      const ask = (remoteAddress: string, client: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/User/GetCodeUser?email=nobody@example.test',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
        })
      // requestPasswordReset allows 20 an hour: one client behind the balancer uses them up...
      for (let i = 0; i < 20; i++)
        expect((await ask('10.0.0.5', '203.0.113.1')).statusCode).toBe(201)
      expect((await ask('10.0.0.5', '203.0.113.1')).statusCode).toBe(429)
      // ...and another client behind the same balancer is not refused for it.
      expect((await ask('10.0.0.5', '203.0.113.2')).statusCode).toBe(201)
      // From an address that is not the balancer, the header is the sender's claim, not believed:
      // it counts as its own address, whatever it names.
      for (let i = 0; i < 20; i++)
        expect((await ask('198.51.100.3', `203.0.113.${i}`)).statusCode).toBe(201)
      expect((await ask('198.51.100.3', '203.0.113.99')).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })

  it('uploaded files download and cannot run script', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/uploads/campus-78.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment')
    expect(res.headers['content-security-policy']).toContain('sandbox')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
