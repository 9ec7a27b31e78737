// The response check that every API test relies on really rejects answers that break the contract:
// a real answer passes, the same answer with a field missing, a wrong type, an undocumented status or
// the wrong media type does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractValidator, type Exchange } from './contract-validator.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let contract: Awaited<ReturnType<typeof contractValidator>>
let faculties: Exchange
beforeAll(async () => {
  api = await startApi()
  contract = await contractValidator()
  const url = '/api/Faculty/GetAllFaculties'
  const res = await api.app.inject({ method: 'GET', url, headers: await api.as('collegeadmin') })
  faculties = { method: 'GET', url, statusCode: 200, headers: res.headers, body: res.body }
})
afterAll(() => api.close())

const withBody = (exchange: Exchange, change: (list: Record<string, unknown>[]) => void) => {
  const list = JSON.parse(exchange.body) as Record<string, unknown>[]
  change(list)
  return { ...exchange, body: JSON.stringify(list) }
}

describe('the contract validator', () => {
  it('passes a real answer of the server', () => {
    expect(JSON.parse(faculties.body)).not.toHaveLength(0)
    expect(contract.violations(faculties)).toEqual([])
  })

  it('names the operation and the field when a required field is missing', () => {
    const broken = withBody(faculties, (list) => delete list[0]!.facultyName)
    expect(contract.violations(broken)).toEqual([
      expect.stringMatching(
        /^listFaculties GET \/api\/Faculty\/GetAllFaculties → 200: body\/0 .*facultyName/,
      ),
    ])
  })

  it('rejects a field of the wrong type', () => {
    const broken = withBody(faculties, (list) => (list[0]!.version = '1'))
    expect(contract.violations(broken).join()).toContain('body/0/version must be integer')
  })

  it('rejects a status the operation does not document', () => {
    expect(contract.violations({ ...faculties, statusCode: 418 })).toEqual([
      'listFaculties GET /api/Faculty/GetAllFaculties → 418: status 418 is not documented',
    ])
  })

  it('rejects a media type the status does not document', () => {
    const asProblem = {
      ...faculties,
      headers: { ...faculties.headers, 'content-type': 'application/problem+json' },
    }
    expect(contract.violations(asProblem).join()).toContain(
      'content-type application/problem+json is not one of application/json',
    )
  })

  it('checks problem+json error bodies too', () => {
    const problem = { type: 'https://hemis.local/problems/x', title: 'X', status: 'oops' }
    const exchange = {
      ...faculties,
      statusCode: 403,
      headers: { 'content-type': 'application/problem+json' },
      body: JSON.stringify(problem),
    }
    expect(contract.violations(exchange).join()).toContain('body/status must be integer')
  })

  it('rejects a path the contract does not have', () => {
    expect(contract.violations({ ...faculties, url: '/api/Nothing/Here' })).toEqual([
      'GET /api/Nothing/Here → 200: no operation of the contract has this path',
    ])
  })
})
