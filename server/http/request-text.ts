// Text a request sends that no field takes, refused before validation and naming the field:
// - characters no field of the contract holds (common/text-rule.ts, the forms' rule too), in the
//   body (JSON or a form's fields) and the query alike. Without this, PostgreSQL refused a NUL
//   only at the write (a 400 on `body`, naming no field); half a character (a lone UTF-16 surrogate) was stored as U+FFFD in a text column without
//   a word, and refused as `body` in a JSON one; and the controls that reverse the text's direction
//   let a name or a file name read as something it is not (`invoice<U+202E>fdp.exe` shows as
//   "invoiceexe.pdf");
// - a text the contract requires (`minLength` 1 or more) sent as blanks only: the server stores texts
//   trimmed, so "   " passed the length check and was stored empty (a nationality of spaces);
// - a whole number in the path or the query written other than in decimal digits: the validator's
//   coercion read `/Student/1e0`, `/0x10`, `/+1` and `/01` as students 1, 16, 1 and 1.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { firstBadText, type BadText } from '../../common/text-rule.ts'
import { problems, type FieldError } from '../problems.ts'

const words: Record<BadText, string> = {
  control: 'contains a control character (such as a NUL byte)',
  halfCharacter: 'contains half of a character (a lone UTF-16 surrogate)',
  direction:
    "contains a character that overrides the text's direction, which can disguise what it says",
}

/** The first text within `value` with a character no field holds (common/text-rule.ts). */
function firstBadField(value: unknown): FieldError | undefined {
  const found = firstBadText(value)
  return found ? { field: found.path || 'body', message: words[found.kind] } : undefined
}

/** A body's schema as the contract gives it (its references resolved), the parts read here. */
type Schema = {
  minLength?: number
  properties?: Record<string, Schema>
  items?: Schema
  allOf?: Schema[]
  anyOf?: Schema[]
  oneOf?: Schema[]
}

/** The schemas a field of an object may be read by: its own, and those of the alternatives. */
const fieldSchemas = (schema: Schema, key: string): Schema[] =>
  [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
    s.properties?.[key] ? [s.properties[key]] : [],
  )

/** The first text within `value` its schema requires and that is blanks only (`qualifications.0.board`). */
function firstBlankField(schemas: Schema[], value: unknown, path = ''): FieldError | undefined {
  if (typeof value === 'string')
    return value !== '' && value.trim() === '' && schemas.some((s) => (s.minLength ?? 0) > 0)
      ? { field: path || 'body', message: 'is blank: it needs more than spaces' }
      : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const inner = Array.isArray(value)
      ? schemas.flatMap((s) => (s.items ? [s.items] : []))
      : schemas.flatMap((s) => fieldSchemas(s, key))
    const found = inner.length
      ? firstBlankField(inner, child, path ? `${path}.${key}` : key)
      : undefined
    if (found) return found
  }
  return undefined
}

/** The schemas the request's body may be read by (one a media type). */
function bodySchemas(request: FastifyRequest): Schema[] {
  const body = (request.routeOptions.schema as { body?: Schema & { content?: object } } | undefined)
    ?.body
  if (!body) return []
  if (!body.content) return [body]
  return Object.values(body.content as Record<string, { schema?: Schema }>).flatMap((c) =>
    c.schema ? [c.schema] : [],
  )
}

type Part = { properties?: Record<string, { type?: unknown }> }
const decimal = /^-?(0|[1-9]\d*)$/

/** The first integer of the path or the query the request writes other than as decimal digits. */
function firstOddNumber(request: FastifyRequest): FieldError | undefined {
  const schema = request.routeOptions.schema as { params?: Part; querystring?: Part } | undefined
  const sent = [
    [schema?.params, request.params],
    [schema?.querystring, request.query],
  ] as const
  for (const [part, values] of sent) {
    for (const [name, field] of Object.entries(part?.properties ?? {})) {
      const value = (values as Record<string, unknown> | undefined)?.[name]
      if (field.type === 'integer' && typeof value === 'string' && !decimal.test(value))
        return { field: name, message: 'must be a whole number written in digits' }
    }
  }
  return undefined
}

export function registerRequestText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      firstOddNumber(request) ??
      firstBadField(request.query) ??
      firstBadField(request.body) ??
      firstBlankField(bodySchemas(request), request.body)
    if (found) throw problems.validation([found], `${found.field} ${found.message}.`)
  })
}
