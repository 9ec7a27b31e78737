// Multipart forms arrive as strings; turn "true"/"12" into the boolean/number the contract's
// schema asks for, so one schema validates JSON and multipart bodies alike.
import type { FastifyInstance } from 'fastify'
import { problems } from '../problems.ts'

type Schema = { properties?: Record<string, { type?: string | string[] }> }

const wants = (type: string | string[] | undefined, kind: string) =>
  Array.isArray(type) ? type.includes(kind) : type === kind

export function registerMultipartCoercion(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Fastify validates a body only for the media types its schema names: a JSON body sent to a
    // multipart-only operation would reach the handler unchecked (it answered 500).
    const accepted = Object.keys(
      (request.routeOptions.schema?.body as { content?: object } | undefined)?.content ?? {},
    )
    // Media types are case-insensitive (RFC 9110): `Application/JSON` is JSON.
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (accepted.length && request.body !== undefined && !accepted.includes(mediaType))
      throw problems.validation([
        { field: 'body', message: `must be sent as ${accepted.join(' or ')}` },
      ])
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return
    const bodySchema = request.routeOptions.schema?.body as
      | { content?: Record<string, { schema?: Schema }> }
      | undefined
    const properties = bodySchema?.content?.['multipart/form-data']?.schema?.properties ?? {}
    const body = request.body as Record<string, unknown>
    for (const [name, value] of Object.entries(body)) {
      if (typeof value !== 'string') continue
      const type = properties[name]?.type
      if (wants(type, 'boolean') && (value === 'true' || value === 'false'))
        body[name] = value === 'true'
      else if ((wants(type, 'integer') || wants(type, 'number')) && /^-?\d+(\.\d+)?$/.test(value))
        body[name] = Number(value)
      else if (wants(type, 'null') && value === '') body[name] = null
    }
  })
}
