// Reads whose session check runs beside their query (decision 0353): the check is a round trip of
// its own before every request (issue 18), the largest part of what the register's smallest pages
// add to their SQL (issue 12). For the operations here, a caller this process confirmed before
// starts the read at once; the answer waits for the request's own check and is sent only if the
// check confirms the same caller; otherwise the read runs again as the checked caller, or is
// refused. Only reads that change nothing belong here: a read may run twice.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import { refusalOf, setCaller, bearer } from './access-hook.ts'

/** The registers' pages and records: the requests a campus makes most, and issue 12's measure. */
export const overlappedReads: ReadonlySet<OperationId> = new Set<OperationId>([
  'listStudents',
  'getStudent',
  'listEmployees',
  'getEmployee',
])

/** Whether two checks name the same caller, as far as what a read may see depends on it. */
const sameCaller = (a: Caller, b: Caller) =>
  a.userId === b.userId &&
  a.role === b.role &&
  a.universityId === b.universityId &&
  a.campusId === b.campusId &&
  String(a.revoked ?? '') === String(b.revoked ?? '')

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown

/**
 * `handler`, whose answer waits for the request's session check when the hook overlapped it. Its
 * route attaches validation (`attachValidation`) so that a refused request's answer waits too:
 * a session that ended answers 401, not the 400 of its query.
 */
export function confirmedRead(operationId: OperationId, handler: Handler): Handler {
  const refusal = refusalOf(operationId)
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.validationError) throw request.validationError
    return handler(request, reply)
  }
  return async (request, reply) => {
    const confirmation = request.confirmation
    if (!confirmation) return answer(request, reply)
    request.confirmation = undefined
    const started = request.caller!
    const [answered, checked] = await Promise.allSettled([
      (async () => answer(request, reply))(),
      confirmation,
    ])
    if (checked.status === 'rejected') throw checked.reason
    const caller = checked.value
    if (caller && sameCaller(caller, started)) {
      if (answered.status === 'rejected') throw answered.reason
      return answered.value
    }
    // The session ended, or its role, institution or permissions changed since this process
    // last checked it: nothing read as the earlier caller is sent, not even a record's version.
    reply.removeHeader('etag')
    setCaller(request, reply, caller)
    const problem = refusal(caller, bearer(request))
    if (problem) throw problem
    return answer(request, reply)
  }
}
