// A record's one image: a student's or an employee's photo (decision 0203), a campus's or a
// university's logo (decision 0330). The raw image is the body of PUT, its bytes come from GET with an
// ETag of their hash, DELETE removes it. Writing it raises the record's version like an edit. A logo
// is read by anyone (the login page shows it before sign-in); a photo by whoever may read the record.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '../../common/access.ts'
import { callerOf } from '../http/access-hook.ts'
import { fileExtensions, imageTypes, maxImageBytes } from '../../common/file-signatures.ts'
import { ifMatchVersion } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { employeeFiles } from '../repositories/employees.ts'
import { campusLogos, universityLogos } from '../repositories/institution-logos.ts'
import { readPhoto, setPhoto, type ImageOwner, type Photo } from '../repositories/record-files.ts'
import { studentFiles } from '../repositories/students.ts'
import type { Context, Handler, Handlers } from './context.ts'
import { checkedFile, sendFile } from './stored-files.ts'

type PhotoRequest = FastifyRequest<{ Params: { id: number } }>

/**
 * The three operations of one list's images; `name` begins the file's name (`student-42.jpg`),
 * `what` names the image in messages ("Photo", "Logo").
 */
function imageHandlers(
  { db }: Context,
  owner: ImageOwner,
  { name, what, publicRead = false }: { name: string; what: string; publicRead?: boolean },
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
    const photo = await readPhoto(db, owner, publicRead ? null : callerOf(request), id)
    return sendFile(
      request,
      reply,
      photo,
      `inline; filename="${name}-${id}.${fileExtensions[photo.type]}"`,
    )
  }
  const put = (request: PhotoRequest, reply: FastifyReply) =>
    write(request, reply, checkedFile(request, imageTypes, maxImageBytes, what))
  const remove = (request: PhotoRequest, reply: FastifyReply) => write(request, reply, null)
  return {
    [operations.read]: read as Handler,
    [operations.put]: put as Handler,
    [operations.remove]: remove as Handler,
  } as Record<OperationId, Handler>
}

export const recordPhotoHandlers = (context: Context): Handlers => ({
  ...imageHandlers(
    context,
    studentFiles,
    { name: 'student', what: 'Photo' },
    { read: 'getStudentPhoto', put: 'putStudentPhoto', remove: 'deleteStudentPhoto' },
  ),
  ...imageHandlers(
    context,
    employeeFiles,
    { name: 'employee', what: 'Photo' },
    { read: 'getEmployeePhoto', put: 'putEmployeePhoto', remove: 'deleteEmployeePhoto' },
  ),
  ...imageHandlers(
    context,
    campusLogos,
    { name: 'campus', what: 'Logo', publicRead: true },
    { read: 'getCampusLogo', put: 'putCampusLogo', remove: 'deleteCampusLogo' },
  ),
  ...imageHandlers(
    context,
    universityLogos,
    { name: 'university', what: 'Logo', publicRead: true },
    { read: 'getUniversityLogo', put: 'putUniversityLogo', remove: 'deleteUniversityLogo' },
  ),
})
