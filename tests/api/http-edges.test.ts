// What the HTTP layer answers before a route runs, and how the token is read: a request whose
// headers are too large for Node's parser is answered problem+json like every other refusal (not
// Fastify's own JSON), and the `Bearer` scheme is read in any letter case (RFC 9110 §11.1).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startApi, type Api } from './harness.ts'

let api: Api
let origin: string
beforeAll(async () => {
  api = await startApi()
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => api.close())

it('a query string over the 16 kB of headers Node reads is 431 problem+json, not 500', async () => {
  const res = await fetch(`${origin}/api/Student?q=${'a'.repeat(20_000)}`)
  expect(res.status).toBe(431)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  expect(await res.json()).toMatchObject({
    type: 'https://hemis.local/problems/headers-too-large',
    status: 431,
    title: 'Request Header Fields Too Large',
  })
})

it('a token sent as `bearer` or `BEARER` is read as one sent as `Bearer`', async () => {
  const { authorization } = await api.as('collegeadmin')
  const token = authorization.slice('Bearer '.length)
  for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/Student?limit=1',
      headers: { authorization: `${scheme} ${token}` },
    })
    expect(res.statusCode, `${scheme}: ${res.body}`).toBe(200)
  }
  const other = await api.app.inject({
    method: 'GET',
    url: '/api/Student?limit=1',
    headers: { authorization: `Basic ${token}` },
  })
  expect(other.statusCode).toBe(401)
})
