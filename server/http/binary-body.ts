// Request bodies that are a file's bytes (a student's photo, a document): read whole as a Buffer,
// at most 5 MiB (a photo's handler allows 1 MiB of it), for the media types the contract names. The contract documents such a body as
// `type: string, format: binary`, which a JSON Schema validator cannot check against a Buffer (it is
// not a string): the schema is left out of validation here, and the handler checks the bytes
// themselves (media type, size and magic number).
import type { FastifyInstance } from 'fastify'
import { documentTypes, maxDocumentBytes } from '../../common/document-kinds.ts'

export const fileTypes = documentTypes
/** A document: 5 MiB; more is 413 before any handler runs. */
export const maxFileBytes = maxDocumentBytes

type BodySchema = { content?: Record<string, { schema?: { format?: string } }> }

export function registerBinaryBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    [...fileTypes],
    { parseAs: 'buffer', bodyLimit: maxFileBytes },
    (_request, body, done) => done(null, body),
  )
  // Routes added after this (the contract's): a body whose every media type is binary is not
  // given to the validator.
  app.addHook('onRoute', (route) => {
    const content = (route.schema?.body as BodySchema | undefined)?.content
    const media = Object.values(content ?? {})
    if (media.length === 0 || !media.every((m) => m.schema?.format === 'binary')) return
    const schema = { ...route.schema }
    delete schema.body
    route.schema = schema
  })
}

/** The media type of a Content-Type header, without its parameters, lower case. */
export const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase()
