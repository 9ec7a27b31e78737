// Request bodies that are a file's bytes (a student's photo, a document): read whole as a Buffer,
// at most 5 MiB (a photo's or a logo's route 1 MiB), for the media types the contract names. The
// contract documents such a body as `type: string, format: binary`, which a JSON Schema validator
// cannot check against a Buffer (it is not a string): the schema is left out of validation here, and
// the handler checks the bytes themselves (media type, size and magic number). A body refused before
// any handler runs (too large, or of a media type no parser takes) is answered as the handler would
// (decision 0406): the file named, its limit or its types said.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { documentTypes, maxDocumentBytes } from '../../common/document-kinds.ts'
import { maxImageBytes } from '../../common/file-signatures.ts'
import { HttpProblem } from '../problems.ts'

export const fileTypes = documentTypes
/** A document: 5 MiB; more is 413 before any handler runs. */
export const maxFileBytes = maxDocumentBytes

/** What a route's file body is: its name in messages ("Photo"), its media types and its limit. */
type FileBody = { what: string; accepted: readonly string[]; maxBytes: number }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes whose body is a file (`registerBinaryBodies`). */
    fileBody?: FileBody
  }
}

type BodySchema = { content?: Record<string, { schema?: { format?: string } }> }

/** 415: the body's media type is not one the route takes (the accepted ones named). */
export const unsupportedFileType = (
  { what, accepted }: Pick<FileBody, 'what' | 'accepted'>,
  type: string,
) =>
  new HttpProblem(
    415,
    'unsupported-media-type',
    'Unsupported media type',
    `Send the ${what.toLowerCase()} as ${accepted.join(', ')}${type ? `, not ${type}` : ''}.`,
  )

/** 413: the body is larger than the route's file may be (its limit named). */
export const fileTooLarge = ({ what, maxBytes }: Pick<FileBody, 'what' | 'maxBytes'>) =>
  new HttpProblem(
    413,
    'too-large',
    `${what} too large`,
    `A ${what.toLowerCase()} may be at most ${maxBytes / (1024 * 1024)} MiB.`,
  )

export function registerBinaryBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    [...fileTypes],
    { parseAs: 'buffer', bodyLimit: maxFileBytes },
    (_request, body, done) => done(null, body),
  )
  // Routes added after this (the contract's): a body whose every media type is binary is not
  // given to the validator, and the route knows its file (an image's route reads at most 1 MiB).
  app.addHook('onRoute', (route) => {
    const content = (route.schema?.body as BodySchema | undefined)?.content
    const media = Object.values(content ?? {})
    if (media.length === 0 || !media.every((m) => m.schema?.format === 'binary')) return
    const schema = { ...route.schema }
    delete schema.body
    route.schema = schema
    const accepted = Object.keys(content!)
    const images = accepted.every((type) => type.startsWith('image/'))
    const maxBytes = images ? maxImageBytes : maxFileBytes
    // The path's last word: Photo, Logo, Document.
    const what = /\/(\w+)$/.exec(route.url)?.[1] ?? 'File'
    route.config = { ...route.config, fileBody: { what, accepted, maxBytes } }
    if (maxBytes < maxFileBytes) route.bodyLimit = maxBytes
  })
}

/**
 * The problem a file route's body refused by Fastify itself is (its size, its media type), in the
 * handler's words; undefined for any other error or route.
 */
export function fileBodyProblem(error: FastifyError, request: FastifyRequest) {
  const fileBody = request.routeOptions.config.fileBody
  if (!fileBody) return undefined
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fileTooLarge(fileBody)
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return unsupportedFileType(fileBody, mediaTypeOf(request.headers['content-type']))
  return undefined
}

/** The media type of a Content-Type header, without its parameters, lower case. */
export const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase()
