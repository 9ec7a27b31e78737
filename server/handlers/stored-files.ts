// The checks and answers every stored file shares (a student's photo, a document): the bytes a
// request sends, checked as their media type says, and the bytes answered with their hash as ETag,
// never run by a browser as a page.
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fileExtensions, isWellFormed, type FileType } from '../../common/file-signatures.ts'
import { fileTooLarge, mediaTypeOf, unsupportedFileType } from '../http/binary-body.ts'
import { problems } from '../problems.ts'

/** If-None-Match names this entity tag (a list, weak tags and `*` included). */
function matches(header: string | string[] | undefined, tag: string) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag)
}

/**
 * The file a request sends, checked: 415 for a media type not `accepted`, 400 empty or not what its
 * type says, 413 over `maxBytes` (`what` names it: "Photo", "Document").
 */
export function checkedFile<T extends FileType>(
  request: FastifyRequest,
  accepted: readonly T[],
  maxBytes: number,
  what: string,
) {
  const type = mediaTypeOf(request.headers['content-type'])
  const body = request.body
  if (!(accepted as readonly string[]).includes(type))
    throw unsupportedFileType({ what, accepted }, type)
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw problems.validation([{ field: 'body', message: 'is empty: send the file itself' }])
  if (body.length > maxBytes) throw fileTooLarge({ what, maxBytes })
  const typed = type as T
  if (!isWellFormed(typed, body))
    throw problems.validation([
      { field: 'body', message: `is not a ${fileExtensions[typed].toUpperCase()} file` },
    ])
  return { type: typed, bytes: body, hash: createHash('sha256').update(body).digest('base64url') }
}

/** Answers a stored file: its ETag is its hash (304 on a match), never sniffed or run as a page. */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { type: FileType; bytes: Buffer; hash: string },
  disposition: string,
) {
  const tag = `"${file.hash}"`
  reply
    .header('etag', tag)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', disposition)
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send()
  return reply.type(file.type).send(file.bytes)
}
