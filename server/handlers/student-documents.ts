// A student's documents (decision 0254): each the raw file as the body of POST (its kind and name
// in the query), its bytes from GET as an attachment, removed by DELETE. Each write is an edit of
// the student, as the photo's is.
import { callerOf } from '../http/access-hook.ts'
import { fileTypes, maxFileBytes } from '../http/binary-body.ts'
import { ifMatchVersion } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import {
  addStudentDocument,
  removeStudentDocument,
  studentDocument,
} from '../repositories/students.ts'
import type { Context, Handlers } from './context.ts'
import { checkedFile, sendFile } from './stored-files.ts'

/** `attachment` with the name as it was uploaded (RFC 6266's UTF-8 form, any script). */
const attachment = (name: string) =>
  `attachment; filename="document"; filename*=UTF-8''${encodeURIComponent(name)}`

export function studentDocumentHandlers({ db }: Context): Handlers {
  return {
    getStudentDocument: async (request, reply) => {
      const { id, documentId } = request.params
      const document = await studentDocument(db, callerOf(request), id, documentId)
      return sendFile(request, reply, document, attachment(document.name))
    },
    addStudentDocument: (request, reply) => {
      const file = checkedFile(request, fileTypes, maxFileBytes, 'Document')
      const { kind, name } = request.query
      return runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await addStudentDocument(
          tx,
          callerOf(request),
          request.params.id,
          { ...file, kind, name: name.trim() },
          ifMatchVersion(request.headers['if-match']),
        ),
      }))
    },
    deleteStudentDocument: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await removeStudentDocument(
          tx,
          callerOf(request),
          request.params.id,
          request.params.documentId,
          ifMatchVersion(request.headers['if-match']),
        ),
      })),
  }
}
