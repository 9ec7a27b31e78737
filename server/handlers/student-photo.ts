// A student's photo (decision 0203): the raw image as the body of PUT, its bytes from GET with an
// ETag of their hash, removed by DELETE. Writing it raises the student's version like an edit.
import { createHash } from 'node:crypto'
import { callerOf } from '../http/access-hook.ts'
import {
  hasMagicOf,
  imageTypes,
  maxImageBytes,
  mediaTypeOf,
  type ImageType,
} from '../http/binary-body.ts'
import { ifMatchVersion } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems } from '../problems.ts'
import { setStudentPhoto, studentPhoto } from '../repositories/students.ts'
import type { Context, Handlers } from './context.ts'

const extensions: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const isImageType = (type: string): type is ImageType =>
  (imageTypes as readonly string[]).includes(type)

/** If-None-Match names this entity tag (a list, weak tags and `*` included). */
function matches(header: string | string[] | undefined, tag: string) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag)
}

/** The photo a PUT sends, checked: 415 for another media type, 400 empty or not that image, 413. */
function photoOf(contentType: string | undefined, body: unknown) {
  const type = mediaTypeOf(contentType)
  if (!isImageType(type))
    throw new HttpProblem(
      415,
      'unsupported-media-type',
      'Unsupported media type',
      `Send the photo as ${imageTypes.join(', ')}${type ? `, not ${type}` : ''}.`,
    )
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw problems.validation([{ field: 'body', message: 'is empty: send the image itself' }])
  if (body.length > maxImageBytes)
    throw new HttpProblem(413, 'too-large', 'Photo too large', 'A photo may be at most 1 MiB.')
  if (!hasMagicOf(type, body))
    throw problems.validation([
      { field: 'body', message: `is not a ${extensions[type].toUpperCase()} image` },
    ])
  return { type, bytes: body, hash: createHash('sha256').update(body).digest('base64url') }
}

export function studentPhotoHandlers({ db }: Context): Handlers {
  return {
    getStudentPhoto: async (request, reply) => {
      const { id } = request.params
      const photo = await studentPhoto(db, callerOf(request), id)
      const tag = `"${photo.hash}"`
      reply
        .header('etag', tag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="student-${id}.${extensions[photo.type]}"`)
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send()
      return reply.type(photo.type).send(photo.bytes)
    },
    putStudentPhoto: (request, reply) => {
      const photo = photoOf(request.headers['content-type'], request.body)
      return runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await setStudentPhoto(
          tx,
          callerOf(request),
          request.params.id,
          photo,
          ifMatchVersion(request.headers['if-match']),
        ),
      }))
    },
    deleteStudentPhoto: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await setStudentPhoto(
          tx,
          callerOf(request),
          request.params.id,
          null,
          ifMatchVersion(request.headers['if-match']),
        ),
      })),
  }
}
