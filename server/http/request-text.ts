// Text a request sends that no field takes, refused before validation and naming the field:
// - characters no field of the contract holds, in the body (JSON or a form's fields) and the query
//   alike. Without this, PostgreSQL refused a NUL only at the write (a 400 on `body`, naming no
//   field); half a character (a lone UTF-16 surrogate) was stored as U+FFFD in a text column without
//   a word, and refused as `body` in a JSON one; and the controls that reverse the text's direction
//   let a name or a file name read as something it is not (`invoice<U+202E>fdp.exe` shows as
//   "invoiceexe.pdf");
// - a whole number in the path or the query written other than in decimal digits: the validator's
//   coercion read `/Student/1e0`, `/0x10`, `/+1` and `/01` as students 1, 16, 1 and 1.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { problems, type FieldError } from '../problems.ts'

/** Control characters other than tab, line feed and carriage return (which notes may hold). */
// oxlint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** Half of a character: a UTF-16 surrogate not in a pair (with `u`, a pair reads as one). */
const halfCharacter = /\p{Cs}/u
/** Embeddings, overrides and isolates of text direction (not the plain marks U+200E, U+200F). */
const direction = /[\u202A-\u202E\u2066-\u2069]/

/** What is wrong with a text, or undefined when it holds only characters a field may. */
function badCharacters(text: string): string | undefined {
  if (control.test(text)) return 'contains a control character (such as a NUL byte)'
  if (halfCharacter.test(text)) return 'contains half of a character (a lone UTF-16 surrogate)'
  if (direction.test(text))
    return "contains a character that overrides the text's direction, which can disguise what it says"
  return undefined
}

/** The first text within `value` with a character no field holds, by its dotted path. */
function firstBadText(value: unknown, path: string): FieldError | undefined {
  if (typeof value === 'string') {
    const message = badCharacters(value)
    return message ? { field: path || 'body', message } : undefined
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const found = firstBadText(inner, path ? `${path}.${key}` : key)
    if (found) return found
  }
  return undefined
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
      firstOddNumber(request) ?? firstBadText(request.query, '') ?? firstBadText(request.body, '')
    if (found) throw problems.validation([found], `${found.field} ${found.message}.`)
  })
}
