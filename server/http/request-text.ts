// Text a request sends that no field takes, refused before validation and naming the field:
// - characters no field of the contract holds (common/text-rule.ts, the forms' rule too), in the
//   body (JSON or a form's fields) and the query alike. Without this, PostgreSQL refused a NUL
//   only at the write (a 400 on `body`, naming no field); half a character (a lone UTF-16 surrogate) was stored as U+FFFD in a text column without
//   a word, and refused as `body` in a JSON one; and the controls that reverse the text's direction
//   let a name or a file name read as something it is not (`invoice<U+202E>fdp.exe` shows as
//   "invoiceexe.pdf");
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
      firstOddNumber(request) ?? firstBadField(request.query) ?? firstBadField(request.body)
    if (found) throw problems.validation([found], `${found.field} ${found.message}.`)
  })
}
