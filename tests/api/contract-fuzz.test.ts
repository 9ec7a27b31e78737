// Random and mutated requests to every operation of the contract, as a signed-in commission user and a
// campus user: no answer may be a 5xx, and every answer must match the contract (the harness checks
// each one). Values come from each parameter's and body's schema, then some are broken on purpose:
// numbers past the database's integer range, NUL bytes, lone surrogates, wrong types, unknown fields.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contractPath } from '../../server/app.ts'
import { multipartForm, startApi, type Api } from './harness.ts'

type Schema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minimum?: number
  maximum?: number
  maxLength?: number
  format?: string
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
}
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string }
type Operation = {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}

const contract = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> }
}
const deref = <T extends { $ref?: string }>(node: T): T => {
  if (!node.$ref) return node
  const [, , kind, name] = node.$ref.split('/') as [string, string, string, string]
  return deref((contract.components as unknown as Record<string, Record<string, T>>)[kind]![name]!)
}

/** Strings that have broken servers before. */
const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '%',
  '%E0%A4%A',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'सीता शर्मा',
  '9'.repeat(40),
  '-1',
  '2147483648',
  '1e309',
  'null',
  ' ',
)
const hugeNumber = fc.constantFrom(2147483648, -2147483649, 9007199254740991, 1e20, -1, 0, 0.5)

function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema ?? {})
  if (depth > 4) return fc.constant(null)
  const sub = s.oneOf ?? s.anyOf
  if (sub) return fc.oneof(...sub.map((x) => valueOf(x, depth + 1)))
  if (s.allOf) return valueOf(Object.assign({}, ...s.allOf.map((x) => deref(x))) as Schema, depth)
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), nasty)
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'string']
  const one = (type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
        return fc.oneof(
          fc.integer({ min: s.minimum ?? -5, max: Math.min(s.maximum ?? 100_000, 2 ** 31) }),
          hugeNumber,
          nasty,
        )
      case 'number':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hugeNumber)
      case 'boolean':
        return fc.oneof(fc.boolean(), nasty)
      case 'null':
        return fc.constant(null)
      case 'array':
        return fc.array(valueOf(s.items, depth + 1), { maxLength: 3 })
      case 'object': {
        const props = Object.entries(s.properties ?? {})
        return fc
          .record(Object.fromEntries(props.map(([k, v]) => [k, valueOf(v, depth + 1)])), {
            requiredKeys: (s.required ?? []).filter((k) => s.properties?.[k]),
          })
          .chain((object) =>
            fc.oneof(
              { weight: 4, arbitrary: fc.constant(object) },
              { weight: 1, arbitrary: fc.constant({ ...object, unknownField: 1 }) },
              { weight: 1, arbitrary: fc.constant({}) },
            ),
          )
      }
      default:
        return fc.oneof(
          { weight: 3, arbitrary: fc.string({ maxLength: Math.min(s.maxLength ?? 30, 30) }) },
          { weight: 2, arbitrary: nasty },
          { weight: 1, arbitrary: fc.constant('x'.repeat((s.maxLength ?? 200) + 1)) },
        )
    }
  }
  return fc.oneof(...types.map(one))
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value)

type Sent = { method: string; url: string; payload?: unknown; headers: Record<string, string> }

function requestOf(method: string, path: string, op: Operation): fc.Arbitrary<Sent> {
  const params = (op.parameters ?? []).map(deref).filter((p) => p.in === 'path' || p.in === 'query')
  const body = op.requestBody?.content
  const json = body?.['application/json']?.schema
  const multipart = body?.['multipart/form-data']?.schema
  return fc
    .record({
      values: fc.tuple(...params.map((p) => valueOf(p.schema))),
      present: fc.array(fc.boolean(), { minLength: params.length, maxLength: params.length }),
      body: json ? valueOf(json) : multipart ? valueOf(multipart) : fc.constant(undefined),
    })
    .map(({ values, present, body }) => {
      let url = path
      const query = new URLSearchParams()
      params.forEach((p, i) => {
        const text = asText(values[i])
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text) || '0')
        else if (present[i] || p.required) query.append(p.name, text)
      })
      const search = query.toString()
      const sent: Sent = { method, url: `/api${url}${search ? `?${search}` : ''}`, headers: {} }
      if (json) return { ...sent, payload: body as object }
      if (multipart && body && typeof body === 'object') {
        const form = multipartForm(
          Object.fromEntries(Object.entries(body).map(([k, v]) => [k, asText(v)])),
        )
        return { ...sent, payload: form.payload, headers: form.headers }
      }
      return sent
    })
}

let api: Api
let callers: Record<string, Record<string, string>>
beforeAll(async () => {
  api = await startApi()
  callers = { superadmin: await api.as('superadmin'), campus: await api.as('collegeadmin') }
})
afterAll(() => api.close())

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    // Sign-in attempts would lock the test's own address and sign-out would end the callers'
    // sessions; their bad input is covered by the auth tests.
    .filter(([, op]) => op.operationId !== 'login' && op.operationId !== 'logout')
    .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
)

describe('every operation under random and broken input', () => {
  it.each(operations.map((o) => [o.op.operationId, o] as const))(
    '%s answers no 5xx and only what the contract says',
    async (_id, { method, path, op }) => {
      await fc.assert(
        fc.asyncProperty(
          requestOf(method, path, op),
          fc.constantFrom('superadmin', 'campus'),
          async (sent, who) => {
            const res = await api.app.inject({
              method: sent.method as 'GET',
              url: sent.url,
              payload: sent.payload as string,
              headers: { ...callers[who], ...sent.headers },
            })
            expect(
              res.statusCode,
              `${sent.method} ${sent.url} ${JSON.stringify(sent.payload)}`,
            ).toBeLessThan(500)
          },
        ),
        // The same requests each run (a fixed seed), 12 an operation in the suite; fuzz longer with
        // e.g. `FUZZ_RUNS=500 npx vitest run --config vitest.api.config.ts contract-fuzz`.
        { numRuns: Number(process.env.FUZZ_RUNS ?? 12), seed: 2026 },
      )
    },
  )

  it('malformed percent-encoding and truncated multipart bodies are 400s', async () => {
    const headers = callers.superadmin!
    for (const url of [
      '/api/Faculty/%E0%A4%A',
      '/api/Subject/GetAllSubjects?search=%ZZ',
      '/api/level/%E0%A4',
    ]) {
      const res = await api.app.inject({ method: 'GET', url, headers })
      // A bad escape in the path is a 400; one in the query is kept as typed (a search for "%ZZ").
      expect(res.statusCode, url).toBe(url.includes('?') ? 200 : 400)
    }
    const form = multipartForm({ firstName: 'Sita', lastName: 'Sharma' })
    const truncated = form.payload.slice(0, 60)
    for (const url of ['/api/User', '/api/Faculty']) {
      const res = await api.app.inject({
        method: 'POST',
        url,
        payload: truncated,
        headers: { ...headers, ...form.headers },
      })
      expect(res.statusCode, url).toBe(400)
    }
  })
})
