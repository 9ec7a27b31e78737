// Turns every error into problem+json. Validation errors name their fields; 5xx hide their details.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpProblem, problemBase, type FieldError } from './problem.ts'

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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    const requestId = request.id
    if (error instanceof HttpProblem) {
      return reply
        .code(error.status)
        .type('application/problem+json')
        .send({
          type: error.type,
          title: error.message,
          status: error.status,
          detail: error.detail,
          requestId,
          ...error.extra,
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
