// The one gate before every handler: a valid bearer token, then the role table, then the
// permissions the commission turned off (decision 0332). Public operations still read a token when
// one is sent, so a handler can tell who asks.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { accessRules, type OperationId } from '../../common/access.ts'
import { permissionOf } from '../../common/permissions.ts'
import type { SessionService } from '../auth/sessions.ts'
import type { Caller } from '../auth/token.ts'
import { problems } from '../problems.ts'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
    operationId: string
  }
}

export function bearer(request: FastifyRequest) {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null
}

/** The header that tells a signed-in client which of its permissions are off, on every answer. */
const revokedHeader = 'hemis-revoked'

export function accessHook(operationId: OperationId, sessions: SessionService) {
  const rule = accessRules[operationId]
  const permission = permissionOf(operationId)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.operationId = operationId
    const token = bearer(request)
    const caller = token ? await sessions.callerOf(token) : null
    request.caller = caller
    if (caller) reply.header(revokedHeader, caller.revoked?.join(',') ?? '')
    if (rule === 'public') return
    if (!caller)
      throw problems.unauthorized(
        token ? 'Your session has expired or is not valid. Sign in again.' : undefined,
      )
    if (!rule?.includes(caller.role)) throw problems.forbidden()
    if (permission && caller.revoked?.includes(permission))
      throw problems.forbidden(
        `The commission has turned off this permission (${permission}) for your role.`,
      )
  }
}

/** The signed-in caller of a protected operation (the access hook has already checked it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw problems.unauthorized()
  return request.caller
}
