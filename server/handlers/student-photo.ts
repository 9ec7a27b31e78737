// A student's photo (decision 0203): the raw image as the body of PUT, its bytes from GET with an
// ETag of their hash, removed by DELETE. Writing it raises the student's version like an edit.
import { callerOf } from '../http/access-hook.ts'
import { imageTypes, maxImageBytes } from '../http/binary-body.ts'
import { ifMatchVersion } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { setStudentPhoto, studentPhoto } from '../repositories/students.ts'
import type { Context, Handlers } from './context.ts'
import { checkedFile, extensions, sendFile } from './stored-files.ts'

export function studentPhotoHandlers({ db }: Context): Handlers {
  return {
    getStudentPhoto: async (request, reply) => {
      const { id } = request.params
      const photo = await studentPhoto(db, callerOf(request), id)
      const name = `student-${id}.${extensions[photo.type]}`
      return sendFile(request, reply, photo, `inline; filename="${name}"`)
    },
    putStudentPhoto: (request, reply) => {
      const photo = checkedFile(request, imageTypes, maxImageBytes, 'Photo')
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
