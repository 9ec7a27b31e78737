// The built app is sent compressed: the build step that writes .br/.gz copies (scripts/precompress.ts,
// run by `vite build`) on a small stand-in for dist/, served by the real buildApp. Static files need
// no database: PGlite in memory even when the suite runs on PostgreSQL (TEST_DATABASE_URL). The
// shell's inline script is allowed by the Content-Security-Policy by its hash (decision 0350).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/precompress.ts'
import { buildApp } from '../../server/app.ts'
import type { Database } from '../../server/db/connect.ts'
import { emptyDatabase } from './harness.ts'

const dist = mkdtempSync(join(tmpdir(), 'hemis-dist-'))
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ')}]\n`
const inline = "document.head.append('preloads')"
const shell = `<!doctype html><html><head><title>HEMIS</title><script type="module" crossorigin src="/assets/index-abc123.js"></script><script type="application/json" id="lists">{"a":1}</script><script>${inline}</script></head><body>${'<p>HEMIS</p>'.repeat(100)}</body></html>`

let database: Database
let app: Awaited<ReturnType<typeof buildApp>>
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {}\n')
  writeFileSync(join(dist, 'index.html'), shell)
  await precompressDir(dist)
  database = await emptyDatabase()
  app = await buildApp({
    database,
    config: { jwtSecret: 'test', homeCampusId: 78, publicUrl: 'http://hemis.test' },
    distDir: dist,
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('the built app', () => {
  it('sends a script as brotli when the browser accepts it, as immutable JavaScript', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
    expect(res.rawPayload.length).toBeLessThan(script.length / 4)
  })

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(script)
  })

  it('sends the plain file when no encoding is accepted, or when it is too small to compress', async () => {
    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    const tiny = await get('/assets/tiny-abc123.js', 'br')
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
  })

  it('sends the shell of a client route compressed and still revalidated', async () => {
    const res = await get('/login', 'br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell)
  })
})

describe('the shell’s inline script', () => {
  it('is allowed by its hash alone: no other inline script, no data block', async () => {
    const res = await get('/login')
    expect(res.statusCode).toBe(200)
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers['content-security-policy'] as string)
    const hash = createHash('sha256').update(inline).digest('base64')
    expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`])
  })
})
