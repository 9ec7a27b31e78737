// Conditional GETs: every successful GET carries an ETag (the record's version, or a hash of a list),
// and a matching If-None-Match answers 304 with no body, so clients refresh cached lists cheaply.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

export const versionTag = (version: number) => `"${version}"`

/** The version an If-Match header names (`"v3"`, `"3"` or `3`), or undefined when absent. */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  const digits = /(\d+)/.exec(value)
  return digits ? Number(digits[1]) : -1
}

export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload
    let tag = reply.getHeader('etag') as string | undefined
    if (!tag) {
      tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`
      reply.header('etag', tag)
    }
    reply.header('cache-control', 'private, no-cache')
    if (request.headers['if-none-match'] === tag) {
      reply.code(304)
      return ''
    }
    return payload
  })
}
