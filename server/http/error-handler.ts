// Turns every error into problem+json. Validation errors name their fields; 5xx hide their details.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileBodyProblem } from './binary-body.ts'
import { problemOfDatabaseError } from './database-errors.ts'
import { HttpProblem, problemBase, problems, type FieldError } from '../problems.ts'

type AjvError = {
  instancePath?: string
  params?: Record<string, unknown>
  message?: string
}

function fieldErrors(errors: AjvError[], context: string | undefined): FieldError[] {
  return errors.map((e) => {
    const extra = e.params?.additionalProperty ?? e.params?.missingProperty
    const path = (e.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
    const field = [path, typeof extra === 'string' ? extra : ''].filter(Boolean).join('.')
    const message =
      e.params?.additionalProperty !== undefined
        ? 'is not a known field'
        : (e.message ?? 'is invalid')
    return { field: field || (context ?? 'body'), message }
  })
}

/** The multipart parser's complaints about a truncated or malformed body (they carry no status). */
function multipartProblem(error: FastifyError | HttpProblem): HttpProblem | undefined {
  if (error instanceof HttpProblem || error.statusCode) return undefined
  if (!/multipart|Malformed part header|Unexpected end of form/i.test(error.message))
    return undefined
  return problems.validation(
    [{ field: 'body', message: error.message }],
    'The form data is malformed or cut short.',
  )
}

/**
 * A stale answer's record as the operation's own success answer shows it: its contract's fields
 * only, as a read's (a row read for the check holds columns no answer shows, such as the account
 * a student record is linked to).
 */
function asAnswered(reply: FastifyReply, record: unknown) {
  const json = 'application/json'
  const serialize =
    reply.getSerializationFunction('200', json) ?? reply.getSerializationFunction('201', json)
  return typeof serialize === 'function'
    ? (JSON.parse(serialize(record as Record<string, unknown>)) as unknown)
    : record
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpProblem, request, reply) => {
    const requestId = request.id
    const error =
      problemOfDatabaseError(thrown) ??
      multipartProblem(thrown) ??
      (thrown instanceof HttpProblem ? undefined : fileBodyProblem(thrown, request)) ??
      thrown
    if (error instanceof HttpProblem) {
      // Bad input is the client's error: worth a warning, never an error-level log.
      if (error !== thrown) request.log.warn({ err: thrown }, 'refused the request')
      const retryAfter = error.extra.retryAfter
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter))
      return reply
        .code(error.status)
        .type('application/problem+json')
        .send({
          type: error.type,
          title: error.message,
          status: error.status,
          detail: error.detail,
          requestId,
          ...Object.fromEntries(Object.entries(error.extra).filter(([k]) => k !== 'retryAfter')),
          ...(error.extra.current ? { current: asAnswered(reply, error.extra.current) } : {}),
        })
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation, error.validationContext)
      return reply
        .code(400)
        .type('application/problem+json')
        .send({
          type: problemBase + 'validation',
          title: 'Invalid request',
          status: 400,
          detail: errors.map((e) => `${e.field} ${e.message}`).join('; '),
          errors,
          requestId,
        })
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      return reply
        .code(status)
        .type('application/problem+json')
        .send({ type: problemBase + 'http-' + status, title: error.message, status, requestId })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .type('application/problem+json')
      .send({
        type: problemBase + 'internal',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Something went wrong on the server. Quote the request id when you report it.',
        requestId,
      })
  })
}

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .type('application/problem+json')
    .send({
      type: problemBase + 'not-found',
      title: 'Not found',
      status: 404,
      detail: `No route ${request.method} ${request.url}.`,
      requestId: request.id,
    })

/** A request the router could not take (a malformed URL or header): 400 problem+json, a warning. */
export const sendFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  request.log.warn({ err: error }, 'malformed request')
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: problemBase + 'malformed-request',
      title: 'Malformed request',
      status,
      detail: error.message,
      requestId: request.id,
    })
}
