// Every operation whose contract requires a body refuses a request sent with none (no Content-Type)
// with 400 on `body`, before its handler runs: never 2xx, never 500 (they reached handlers unchecked).
// And a media type is compared case-insensitively: `Application/JSON` is JSON.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contractPath } from '../../server/app.ts'
import { campus78StudentIds, studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Operation = { operationId: string; requestBody?: { required?: boolean } }
const contract = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}
const needingBody = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op?.requestBody?.required)
    .map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })),
)
// Each role that may call some of them: the first one the access table lets in answers 400.
const accounts = ['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser', 'student']

let api: Api
let callers: Record<string, Record<string, string>>
beforeAll(async () => {
  api = await startApi()
  callers = {}
  for (const account of accounts) callers[account] = await api.as(account)
})
afterAll(() => api.close())

describe('a request with no body', () => {
  it('walks every operation with a required body: 400 on body for a role allowed, never 2xx or 5xx', async () => {
    expect(needingBody.length).toBeGreaterThan(50)
    const unreached: string[] = []
    for (const { method, path, operationId } of needingBody) {
      // Path parameters are ids (or codes): any value serves, the body is refused first.
      const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`
      let refused = false
      for (const account of accounts) {
        const res = await api.app.inject({
          method: method as 'POST',
          url,
          headers: callers[account],
        })
        const what = `${operationId} as ${account}: ${res.statusCode} ${res.body}`
        expect([400, 401, 403, 429], what).toContain(res.statusCode)
        if (res.statusCode !== 400) continue
        expect(res.json(), what).toMatchObject({
          type: 'https://hemis.local/problems/validation',
          errors: [{ field: 'body' }],
        })
        refused = true
        break
      }
      if (!refused) unreached.push(operationId)
    }
    // Sign-in and the password links take no token: they are refused without one too.
    expect(unreached).toEqual([])
  })

  it('a student is not returned without the reason the contract requires', async () => {
    const college = callers.collegeadmin!
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/Student',
      headers: college,
      payload: studentBody(await campus78StudentIds(api.db)),
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    const submitted = await api.app.inject({
      method: 'POST',
      url: `/api/Student/${id}/Submit`,
      headers: college,
      payload: {},
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/Student/${id}/Return`,
      headers: callers.uniadmin,
    })
    expect(res.statusCode, res.body).toBe(400)
    const read = await api.app.inject({
      method: 'GET',
      url: `/api/Student/${id}`,
      headers: college,
    })
    expect(read.json()).toMatchObject({ verificationState: 'submitted', verificationNote: null })
  })
})

describe('media types', () => {
  it('Application/JSON is JSON', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Student',
      headers: { ...callers.collegeadmin, 'content-type': 'Application/JSON; charset=UTF-8' },
      payload: JSON.stringify(studentBody(await campus78StudentIds(api.db))),
    })
    expect(res.statusCode, res.body).toBe(201)
  })
})
