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
    /**
     * An overlapped read's session check, still running (decision 0353): the handler's answer
     * waits for it (`confirmedRead`).
     */
    confirmation?: Promise<Caller | null>
  }
}

/** The token of `Authorization: Bearer <token>` (the scheme in any letter case, RFC 9110 §11.1). */
export function bearer(request: FastifyRequest) {
  const header = request.headers.authorization
  return header && /^bearer /i.test(header) ? header.slice(7).trim() : null
}

/** The header that tells a signed-in client which of its permissions are off, on every answer. */
const revokedHeader = 'hemis-revoked'

/**
 * What an operation lets in: the problem that refuses `caller` (who sent `token`), or null. The
 * hook asks it of a checked caller; an overlapped read, of the caller it starts with and again of
 * the checked one if that differs.
 */
export function refusalOf(operationId: OperationId) {
  const rule = accessRules[operationId]
  const permission = permissionOf(operationId)
  return (caller: Caller | null, token: string | null) => {
    if (rule === 'public') return null
    if (!caller)
      return problems.unauthorized(
        token ? 'Your session has expired or is not valid. Sign in again.' : undefined,
      )
    if (!rule?.includes(caller.role)) return problems.forbidden()
    if (permission && caller.revoked?.includes(permission)) return problems.turnedOff(permission)
    return null
  }
}

/** Names the caller of the request, and tells a signed-in client what is off for it. */
export function setCaller(request: FastifyRequest, reply: FastifyReply, caller: Caller | null) {
  request.caller = caller
  if (caller) reply.header(revokedHeader, caller.revoked?.join(',') ?? '')
  else reply.removeHeader(revokedHeader)
}

/**
 * `overlapped`: the operation is a read whose session check may run beside its query (decision
 * 0353): when this process has confirmed the token's session before, the handler starts as that
 * caller while the check runs, and `confirmedRead` holds the answer until the check agrees. A
 * caller that would be refused is never refused on what was known: the check is awaited first.
 */
export function accessHook(operationId: OperationId, sessions: SessionService, overlapped = false) {
  const refusal = refusalOf(operationId)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.operationId = operationId
    const token = bearer(request)
    let caller: Caller | null = null
    if (token && overlapped) {
      const started = await sessions.overlapped(token)
      if (started?.known && !refusal(started.known, token)) {
        // Awaited by `confirmedRead`; this keeps a failed check from being an unhandled rejection
        // meanwhile (the handler's own failure is settled first).
        started.check.catch(() => {})
        request.confirmation = started.check
        setCaller(request, reply, started.known)
        return
      }
      caller = started ? await started.check : null
    } else if (token) caller = await sessions.callerOf(token)
    setCaller(request, reply, caller)
    const problem = refusal(caller, token)
    if (problem) throw problem
  }
}

/** The signed-in caller of a protected operation (the access hook has already checked it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw problems.unauthorized()
  return request.caller
}
