// Request bodies that are a file's bytes (a student's photo, a document): read whole as a Buffer,
// at most 5 MiB (a photo's handler allows 1 MiB of it), for the media types the contract names. The contract documents such a body as
// `type: string, format: binary`, which a JSON Schema validator cannot check against a Buffer (it is
// not a string): the schema is left out of validation here, and the handler checks the bytes
// themselves (media type, size and magic number).
import type { FastifyInstance } from 'fastify'
import { documentTypes, maxDocumentBytes } from '../../common/document-kinds.ts'

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export const fileTypes = documentTypes
export type FileType = (typeof fileTypes)[number]
/** A photo: 1 MiB, checked by its handler. */
export const maxImageBytes = 1024 * 1024
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

const startsWith = (bytes: Buffer, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

/** The bytes begin as the media type says (%PDF-, JPEG FF D8 FF, PNG's signature, RIFF....WEBP). */
export function hasMagicOf(type: FileType, bytes: Buffer) {
  switch (type) {
    case 'application/pdf':
      return startsWith(bytes, [...Buffer.from('%PDF-')])
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff])
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/webp':
      return (
        startsWith(bytes, [...Buffer.from('RIFF')]) &&
        startsWith(bytes, [...Buffer.from('WEBP')], 8)
      )
  }
}
