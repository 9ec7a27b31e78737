// Walks every operation of the contract with a token of every role and checks the answer against the
// one access table: allowed → neither 401 nor 403; refused → 403 problem+json. Bodies are empty, so
// allowed writes stop at validation and nothing is written.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { accessRules, type OperationId } from '../../common/access.ts'
import { contractPath } from '../../server/app.ts'
import { roles } from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'

type Operation = { operationId: OperationId; requestBody?: unknown }
const contract = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      path: path.replace(/\{[^}]+\}/g, '1'),
      method: method.toUpperCase(),
      op,
    })),
)
const accounts: Record<string, string> = {
  SuperAdmin: 'superadmin',
  Admin: 'admin',
  UgcAdmin: 'ugcadmin',
  UniAdmin: 'uniadmin',
  CollegeAdmin: 'collegeadmin',
  CollegeUser: 'collegeuser',
  Student: 'student',
}

let api: Api
const headers: Record<string, Record<string, string>> = {}
beforeAll(async () => {
  api = await startApi()
  for (const role of roles) headers[role] = await api.as(accounts[role]!)
})
afterAll(() => api.close())

describe('the access table', () => {
  it('names every operation of the contract, and nothing else', () => {
    const ids = operations.map((o) => o.op.operationId).sort()
    expect(Object.keys(accessRules).sort()).toEqual(ids)
  })

  // Every operation a role may run is run, SuperAdmin's over every campus's records: over two
  // minutes of a loaded slow machine, within the suite's limit, which only catches a hang.
  for (const role of roles) {
    it(`is enforced on every operation for ${role}`, async () => {
      // Signing out ends the role's session, so it is walked last.
      const lastLogout = [...operations].sort(
        (a, b) => Number(a.op.operationId === 'logout') - Number(b.op.operationId === 'logout'),
      )
      for (const { path, method, op } of lastLogout) {
        const rule = accessRules[op.operationId]
        const res = await api.app.inject({
          method: method as 'GET',
          url: `/api${path}`,
          headers: headers[role],
          ...(op.requestBody ? { payload: {} } : {}),
        })
        const allowed = rule === 'public' || rule.includes(role)
        const where = `${role} ${method} ${path} → ${res.statusCode}`
        if (allowed) expect([401, 403], where).not.toContain(res.statusCode)
        else {
          expect(res.statusCode, where).toBe(403)
          expect(res.headers['content-type'], where).toContain('application/problem+json')
        }
      }
    })
  }
})
