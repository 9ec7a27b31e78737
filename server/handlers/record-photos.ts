// A register's record's photo (decision 0203), a student's or an employee's: the raw image as the
// body of PUT, its bytes from GET with an ETag of their hash, removed by DELETE. Writing it raises
// the record's version like an edit.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '../../common/access.ts'
import { callerOf } from '../http/access-hook.ts'
import { imageTypes, maxImageBytes } from '../http/binary-body.ts'
import { ifMatchVersion } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { employeeFiles } from '../repositories/employees.ts'
import { readPhoto, setPhoto, type FileOwner, type Photo } from '../repositories/record-files.ts'
import { studentFiles } from '../repositories/students.ts'
import type { Context, Handler, Handlers } from './context.ts'
import { checkedFile, extensions, sendFile } from './stored-files.ts'

type PhotoRequest = FastifyRequest<{ Params: { id: number } }>

/** The three operations of one register's photos; `name` begins the file's name (`student-42.jpg`). */
function photoHandlers(
  { db }: Context,
  owner: FileOwner,
  name: string,
  operations: { read: OperationId; put: OperationId; remove: OperationId },
): Record<OperationId, Handler> {
  const write = (request: PhotoRequest, reply: FastifyReply, photo: Photo | null) =>
    runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await setPhoto(
        tx,
        owner,
        callerOf(request),
        request.params.id,
        photo,
        ifMatchVersion(request.headers['if-match']),
      ),
    }))
  const read = async (request: PhotoRequest, reply: FastifyReply) => {
    const { id } = request.params
    const photo = await readPhoto(db, owner, callerOf(request), id)
    return sendFile(
      request,
      reply,
      photo,
      `inline; filename="${name}-${id}.${extensions[photo.type]}"`,
    )
  }
  const put = (request: PhotoRequest, reply: FastifyReply) =>
    write(request, reply, checkedFile(request, imageTypes, maxImageBytes, 'Photo'))
  const remove = (request: PhotoRequest, reply: FastifyReply) => write(request, reply, null)
  return {
    [operations.read]: read as Handler,
    [operations.put]: put as Handler,
    [operations.remove]: remove as Handler,
  } as Record<OperationId, Handler>
}

export const recordPhotoHandlers = (context: Context): Handlers => ({
  ...photoHandlers(context, studentFiles, 'student', {
    read: 'getStudentPhoto',
    put: 'putStudentPhoto',
    remove: 'deleteStudentPhoto',
  }),
  ...photoHandlers(context, employeeFiles, 'employee', {
    read: 'getEmployeePhoto',
    put: 'putEmployeePhoto',
    remove: 'deleteEmployeePhoto',
  }),
})
