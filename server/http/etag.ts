// Conditional GETs: every successful GET carries an ETag (the record's version, or a hash of a list),
// and a matching If-None-Match answers 304 with no body, so clients refresh cached lists cheaply.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { problems } from '../problems.ts'

export const versionTag = (version: number) => `"${version}"`

/**
 * The version an If-Match header names: `"3"` as the ETag gave it (also `3` and `"v3"`, as older
 * clients sent it), undefined when absent or `*` (any current record). An entity tag that is no
 * version of ours (`"6abc"`, `"08"`, a weak `W/"3"`, which never matches an edit) is -1, which no
 * record has, so the edit is refused as stale with the current record; a list of tags, or text that
 * is no tag, is 400 on the header. The version was read from its first digits, so `"6abc"` edited
 * version 6.
 */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  const value = (Array.isArray(header) ? header.join(', ') : header)?.trim()
  if (!value || value === '*') return undefined
  const refuse = (message: string) =>
    problems.validation([{ field: 'if-match', message }], `If-Match ${message}.`)
  if (value.includes(','))
    throw refuse('names several versions: send the one ETag the edit is based on')
  const tag = /^(W\/)?"([\x21\x23-\x7e]*)"$|^([\x21\x23-\x7e]+)$/.exec(value)
  if (!tag) throw refuse('is not an entity tag, such as "3"')
  const version = tag[1] ? undefined : /^v?(0|[1-9]\d{0,9})$/.exec(tag[2] ?? tag[3]!)
  return version ? Number(version[1]) : -1
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
