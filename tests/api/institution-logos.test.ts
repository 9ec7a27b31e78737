// Campus and university logos (issue 16, decision 0330): an image set by whoever registers the
// institution, read by anyone at the path the record's `logo` names; an SVG, a file over 1 MiB or bytes
// that are not what they say are refused and change nothing.
import { ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'
import { png } from './images.ts'

let api: Api
let ugc: Record<string, string>
let uni: Record<string, string>
let college: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  ugc = { ...(await api.as('ugcadmin')) }
  uni = { ...(await api.as('uniadmin')) }
  college = { ...(await api.as('collegeadmin')) }
})
afterAll(() => api.close())

type Institution = { id: number; version: number; logo: string | null }
const put = (path: string, bytes: Buffer, type: string, headers: Record<string, string>) =>
  api.app.inject({
    method: 'PUT',
    url: `/api/${path}/Logo`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  })
const campus = async (id: number) =>
  (await api.app.inject({ method: 'GET', url: `/api/Campus/${id}` })).json<{
    logo: string | null
  }>()

describe('a campus logo', () => {
  it('is set by the commission, read by anyone at its path, and removed again', async () => {
    const image = png([200, 30, 40])
    const set = await put('Campus/78', image, 'image/png', ugc)
    expect(set.statusCode, set.body).toBe(200)
    const after = set.json<Institution>()
    expect(after.logo).toMatch(/^\/api\/Campus\/78\/Logo\?v=[\w-]{12}$/)
    expect(set.headers.etag).toBe(`"${after.version}"`)
    // The login page's branding names the same path.
    expect((await campus(78)).logo).toBe(after.logo)

    // Anyone reads it: no token, the bytes as sent, never run as a page.
    const read = await api.app.inject({ method: 'GET', url: after.logo! })
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toBe('image/png')
    expect(read.headers['x-content-type-options']).toBe('nosniff')
    expect(read.rawPayload.equals(image)).toBe(true)
    const again = await api.app.inject({
      method: 'GET',
      url: after.logo!,
      headers: { 'if-none-match': String(read.headers.etag) },
    })
    expect(again.statusCode).toBe(304)

    // A new logo is a new path; removing it leaves none.
    const next = (await put('Campus/78', png([1, 2, 3]), 'image/png', ugc)).json<Institution>()
    expect(next.logo).not.toBe(after.logo)
    const removed = await api.app.inject({
      method: 'DELETE',
      url: '/api/Campus/78/Logo',
      headers: ugc,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json<Institution>()).toMatchObject({ logo: null, version: next.version + 1 })
    expect((await campus(78)).logo).toBeNull()
    expect((await api.app.inject({ method: 'GET', url: '/api/Campus/78/Logo' })).statusCode).toBe(
      404,
    )
  })

  it("is set by a university for its own campuses only; a campus's own roles cannot", async () => {
    const [other] = await api.db
      .select({ id: t.campuses.id })
      .from(t.campuses)
      .where(ne(t.campuses.universityId, 1))
      .limit(1)
    expect((await put('Campus/78', png([9, 9, 9]), 'image/png', uni)).statusCode).toBe(200)
    expect((await put(`Campus/${other!.id}`, png([9, 9, 9]), 'image/png', uni)).statusCode).toBe(
      404,
    )
    const refused = await put('Campus/78', png([9, 9, 9]), 'image/png', college)
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-type']).toContain('application/problem+json')
  })

  it('refuses an SVG, a file over 1 MiB and bytes that are not the image they say, changing nothing', async () => {
    const before = (await put('Campus/78', png([5, 5, 5]), 'image/png', ugc)).json<Institution>()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const big = Buffer.concat([png([1, 1, 1]), Buffer.alloc(1024 * 1024)])
    for (const [bytes, type, status] of [
      [svg, 'image/svg+xml', 415],
      [big, 'image/png', 413],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 400],
      [Buffer.alloc(0), 'image/png', 400],
    ] as const) {
      const res = await put('Campus/78', bytes, type, ugc)
      expect(res.statusCode, `${type} ${bytes.length}`).toBe(status)
      expect(res.headers['content-type']).toContain('application/problem+json')
      // Refused before the handler or by it, said alike (decision 0406).
      if (status === 413) expect(res.json().detail).toBe('A logo may be at most 1 MiB.')
      if (status === 415)
        expect(res.json().detail).toBe(
          'Send the logo as image/jpeg, image/png, image/webp, not image/svg+xml.',
        )
    }
    expect((await campus(78)).logo).toBe(before.logo)
  })
})

describe('a university logo', () => {
  it('is set by the commission and read by anyone; a UniAdmin cannot set it', async () => {
    const set = await put('University/1', png([10, 20, 30]), 'image/png', ugc)
    expect(set.statusCode, set.body).toBe(200)
    const { logo } = set.json<Institution>()
    expect(logo).toMatch(/^\/api\/University\/1\/Logo\?v=/)
    const read = await api.app.inject({ method: 'GET', url: logo! })
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toBe('image/png')
    expect((await put('University/1', png([1, 1, 1]), 'image/png', uni)).statusCode).toBe(403)
  })
})
