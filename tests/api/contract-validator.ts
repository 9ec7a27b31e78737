// Checks every API answer against openapi/hemis.yaml with openapi-backend (its router finds the
// operation, its Ajv validators check body and headers), so the server can never drift from the
// contract the client is generated from. Only the glue is ours: which status and media type to check.
import { readFileSync } from 'node:fs'
import type { OutgoingHttpHeaders } from 'node:http'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend'
import { parse } from 'yaml'
import { contractPath } from '../../server/app.ts'

type Responses = Record<string, { content?: Record<string, unknown>; headers?: unknown }>

/** The contract as openapi-backend will read it: see `asJsonForValidation`. */
function loadContract(): Document {
  const doc = parse(readFileSync(contractPath, 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Responses }>>
    components?: { responses?: Responses }
  }
  asJsonForValidation(doc.components?.responses ?? {})
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) asJsonForValidation(op.responses ?? {})
  return doc as unknown as Document
}

/**
 * openapi-backend only compiles validators for `application/json`; our errors are
 * `application/problem+json`. Aliasing the problem schema lets the same tool check error bodies too
 * (the media type itself is checked separately against the original list).
 */
function asJsonForValidation(responses: Responses) {
  for (const response of Object.values(responses)) {
    const content = response.content
    if (content?.['application/problem+json'] && !content['application/json'])
      content['application/json'] = content['application/problem+json']
  }
}

export type Exchange = {
  method: string
  url: string
  statusCode: number
  headers: OutgoingHttpHeaders
  body: string
}

/**
 * One validator per worker process: the API suite shares a worker's modules between its files
 * (vitest.api.config.ts), so Ajv compiles each operation's validators once, not once per file.
 */
let shared: ReturnType<typeof buildValidator> | undefined
export const contractValidator = () => (shared ??= buildValidator())

async function buildValidator() {
  const api = new OpenAPIBackend({
    definition: loadContract(),
    strict: true,
    // quick skips openapi-backend's own check of the document, which knows only the OpenAPI 3.0
    // schema; Redocly lints the 3.1 contract in `npm test`. Validators then compile on first use.
    quick: true,
    // The contract is OpenAPI 3.1, whose schemas are JSON Schema 2020-12; Ajv's default is draft-07.
    customizeAjv: (_draft7: unknown, options: object) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
      // ajv-formats is CommonJS whose module.exports is also its own `default`.
      addFormats.default(ajv)
      return ajv
    },
  })
  await api.init()
  // The documented media types, read from the contract as written (a response may be a $ref).
  const original = parse(readFileSync(contractPath, 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string }> }>>
    components: { responses: Responses }
  }
  const resolve = (r: { $ref?: string } | undefined) =>
    r?.$ref ? original.components.responses[r.$ref.split('/').pop()!] : (r as Responses[string])

  /** What is wrong with one answer, or an empty list. */
  function violations({ method, url, statusCode, headers, body }: Exchange): string[] {
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    if (!pathname.startsWith('/api/')) return []
    const path = pathname.slice('/api'.length)
    const operation = api.matchOperation({
      method,
      path,
      query: Object.fromEntries(searchParams),
      headers: {},
    })
    // The health probes and the docs UI are the server's own, outside the contract.
    if (!operation)
      return path === '/health' || path.startsWith('/health/') || path.startsWith('/docs')
        ? []
        : [`${method} ${url} → ${statusCode}: no operation of the contract has this path`]
    const responses = original.paths[operation.path]![operation.method]!.responses ?? {}
    const documented = resolve(responses[String(statusCode)] ?? responses.default)
    const problems = documented
      ? answerProblems(documented, operation, { statusCode, headers, body })
      : [`status ${statusCode} is not documented`]
    return problems.map((p) => `${operation.operationId} ${method} ${url} → ${statusCode}: ${p}`)
  }

  /** Media type, body and headers of an answer whose status the contract documents. */
  function answerProblems(
    documented: Responses[string],
    operation: Operation,
    { statusCode, headers, body }: Pick<Exchange, 'statusCode' | 'headers' | 'body'>,
  ) {
    const problems: string[] = []
    const contentType = String(headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
    const mediaTypes = Object.keys(documented.content ?? {})
    if (statusCode === 204 || statusCode === 304) {
      if (body) problems.push(`a ${statusCode} answer has a body`)
    } else if (!mediaTypes.includes(contentType)) {
      const expected = mediaTypes.join(', ') || '(no content)'
      problems.push(`content-type ${contentType || '(none)'} is not one of ${expected}`)
    } else if (contentType.endsWith('json')) {
      const result = api.validateResponse(JSON.parse(body) as unknown, operation, statusCode)
      for (const e of result.errors ?? []) problems.push(`body${e.instancePath} ${e.message}`)
    }
    const headerResult = api.validateResponseHeaders(headers, operation, { statusCode })
    for (const e of headerResult.errors ?? []) problems.push(`header${e.instancePath} ${e.message}`)
    return problems
  }
  return { violations }
}
