// A body the contract requires (`requestBody.required: true`) must be sent. Fastify validates a body
// only by its media type's schema, so a request with no body (and no Content-Type) skipped every
// check and reached its handler: 500s, or a student returned with no reason.
import type { FastifyInstance } from 'fastify'
import { problems } from '../problems.ts'

type Contract = {
  paths?: Record<
    string,
    Record<string, { operationId?: string; requestBody?: { required?: boolean } } | undefined>
  >
}

/** The operations whose contract requires a request body. */
export function operationsRequiringBody(contract: Contract) {
  const required = new Set<string>()
  for (const item of Object.values(contract.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId && operation.requestBody?.required)
        required.add(operation.operationId)
    }
  }
  return required
}

/** 400 on `body`, before validation, for a request with no body to an operation that needs one. */
export function registerRequiredBodies(app: FastifyInstance, contract: Contract) {
  const required = operationsRequiringBody(contract)
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) return
    const schema = request.routeOptions.schema as
      | { operationId?: string; body?: { content?: object } }
      | undefined
    if (!schema?.operationId || !required.has(schema.operationId)) return
    const accepted = Object.keys(schema.body?.content ?? {}).join(' or ') || 'application/json'
    throw problems.validation(
      [{ field: 'body', message: `is required, sent as ${accepted}` }],
      `This request needs a body, sent as ${accepted}.`,
    )
  })
}
