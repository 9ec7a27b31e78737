// The documents of a register's records (decision 0254), students' and employees' alike: each the
// raw file as the body of POST (its kind and name in the query), its bytes from GET as an
// attachment, removed by DELETE. Each write is an edit of the record, as a photo's is.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DocumentKind } from '../../common/document-kinds.ts'
import type { OperationId } from '../../common/access.ts'
import { fileExtensions, nameOfType, type FileType } from '../../common/file-signatures.ts'
import { callerOf } from '../http/access-hook.ts'
import { fileTypes, maxFileBytes } from '../http/binary-body.ts'
import { ifMatchVersion } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { employeeFiles } from '../repositories/employees.ts'
import {
  addDocument,
  readDocument,
  removeDocument,
  type FileOwner,
} from '../repositories/record-files.ts'
import { studentFiles } from '../repositories/students.ts'
import type { Context, Handler, Handlers } from './context.ts'
import { checkedFile, sendFile } from './stored-files.ts'

/**
 * `attachment` with the name as it was uploaded (RFC 6266's UTF-8 form, any script), ending as its
 * type does (decision 0406: a document kept before that rule with a name like `x.html` included).
 */
const attachment = (name: string, type: FileType) =>
  `attachment; filename="document.${fileExtensions[type]}"; filename*=UTF-8''${encodeURIComponent(nameOfType(name, type))}`

/** What every document operation's request holds, whichever register (the contract validated it). */
type DocumentRequest = FastifyRequest<{
  Params: { id: number; documentId: number }
  Querystring: { kind: DocumentKind; name: string }
}>

/** The three operations of one register's documents. */
function documentHandlers(
  { db }: Context,
  owner: FileOwner,
  operations: { read: OperationId; add: OperationId; remove: OperationId },
): Record<OperationId, Handler> {
  const read = async (request: DocumentRequest, reply: FastifyReply) => {
    const { id, documentId } = request.params
    const document = await readDocument(db, owner, callerOf(request), id, documentId)
    return sendFile(request, reply, document, attachment(document.name, document.type))
  }
  const add = (request: DocumentRequest, reply: FastifyReply) => {
    const file = checkedFile(request, fileTypes, maxFileBytes, 'Document')
    const { kind, name } = request.query
    return runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await addDocument(
        tx,
        owner,
        callerOf(request),
        request.params.id,
        { ...file, kind, name: nameOfType(name.trim(), file.type) },
        ifMatchVersion(request.headers['if-match']),
      ),
    }))
  }
  const remove = (request: DocumentRequest, reply: FastifyReply) =>
    runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await removeDocument(
        tx,
        owner,
        callerOf(request),
        request.params.id,
        request.params.documentId,
        ifMatchVersion(request.headers['if-match']),
      ),
    }))
  return {
    [operations.read]: read as Handler,
    [operations.add]: add as Handler,
    [operations.remove]: remove as Handler,
  } as Record<OperationId, Handler>
}

export const recordDocumentHandlers = (context: Context): Handlers => ({
  ...documentHandlers(context, studentFiles, {
    read: 'getStudentDocument',
    add: 'addStudentDocument',
    remove: 'deleteStudentDocument',
  }),
  ...documentHandlers(context, employeeFiles, {
    read: 'getEmployeeDocument',
    add: 'addEmployeeDocument',
    remove: 'deleteEmployeeDocument',
  }),
})
