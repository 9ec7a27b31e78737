// Builds the HEMIS server without listening: the API under /api (routes and validation from the
// OpenAPI contract), its docs at /api/docs, uploads, and the built PWA at / with SPA fallback.
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger, { type StaticDocumentSpec } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { parse as parseYaml } from 'yaml'
import { sessionService } from './auth/sessions.ts'
import { tokenService } from './auth/token.ts'
import type { Config } from './config.ts'
import type { Database } from './db/connect.ts'
import { accountHandlers } from './handlers/account.ts'
import { adminUnitHandlers } from './handlers/admin-units.ts'
import { authHandlers } from './handlers/auth.ts'
import type { OperationId } from '../common/access.ts'
import type { Context, Handler, Handlers } from './handlers/context.ts'
import { dashboardHandlers } from './handlers/dashboard.ts'
import { employeeHandlers } from './handlers/employees.ts'
import { institutionHandlers } from './handlers/institutions.ts'
import { attendanceHandlers } from './handlers/attendance.ts'
import { markHandlers } from './handlers/marks.ts'
import { outcomeHandlers } from './handlers/outcomes.ts'
import { setupHandlers } from './handlers/setup-lists.ts'
import { passRateHandlers } from './handlers/pass-rate.ts'
import { staffSummaryHandlers } from './handlers/staff-summary.ts'
import { studentBulkHandlers } from './handlers/student-bulk.ts'
import { studentCardHandlers } from './handlers/student-cards.ts'
import { importHandlers } from './handlers/imports.ts'
import { permissionHandlers } from './handlers/permissions.ts'
import { recordPhotoHandlers } from './handlers/record-photos.ts'
import { recordDocumentHandlers } from './handlers/record-documents.ts'
import { studentReportHandlers } from './handlers/student-reports.ts'
import { studentHandlers } from './handlers/students.ts'
import { studentVerificationHandlers } from './handlers/student-verification.ts'
import { studentContactHandlers } from './handlers/student-contact.ts'
import { userHandlers } from './handlers/users.ts'
import { accessHook } from './http/access-hook.ts'
import { confirmedRead, overlappedReads } from './http/overlapped-reads.ts'
import { registerBinaryBodies } from './http/binary-body.ts'
import { answerClientError } from './http/client-error.ts'
import { registerErrorHandler, sendFrameworkError, sendNotFound } from './http/error-handler.ts'
import { registerHealth } from './http/health.ts'
import { rateLimitOf, registerRateLimits } from './http/rate-limits.ts'
import { storageGuard } from './http/storage-guard.ts'
import { inlineScriptSources, registerSecurityHeaders } from './http/security-headers.ts'
import { registerEtags } from './http/etag.ts'
import { registerMultipartCoercion } from './http/multipart.ts'
import { registerRequiredBodies } from './http/required-body.ts'
import { createMailer } from './mail/mailer.ts'
import { compilersFactory } from './http/schema-compilers.ts'
import { registerRequestText } from './http/request-text.ts'

export const contractPath = fileURLToPath(new URL('../openapi/hemis.yaml', import.meta.url))
// The contract, parsed once a process: each app built (the API tests build one a test file) would
// otherwise parse the 0.4 MB of YAML twice, for the routes and for the docs. Glue clones what it
// is given; the docs get their own copy.
const contract = parseYaml(readFileSync(contractPath, 'utf8')) as StaticDocumentSpec['document']
const uploadsDir = fileURLToPath(new URL('./uploads', import.meta.url))
const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url))

export type AppOptions = {
  database: Database
  config: { jwtSecret: string } & Pick<Config, 'homeCampusId' | 'publicUrl'> &
    Partial<Pick<Config, 'mail' | 'trustedProxies'>>
  logger?: FastifyServerOptions['logger']
  /** The built PWA; served when it exists. */
  distDir?: string
}

export async function buildApp({
  database,
  config,
  logger = false,
  distDir = defaultDistDir,
}: AppOptions) {
  const app = Fastify({
    logger,
    // The build's hashed files are most requests (a first visit asks for dozens, a service
    // worker's install for some 320) and never change: two log lines each would bury the API's,
    // and writing them is work on the server's one thread (decision 0312).
    logController: new LogController({
      disableRequestLogging: (request) => request.url.startsWith('/assets/'),
    }),
    requestIdHeader: 'x-request-id',
    // Behind a load balancer, the client's address from X-Forwarded-For, but only when the
    // balancer named in HEMIS_TRUST_PROXY sent it (a client cannot claim another's address).
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
    genReqId: () => randomUUID(),
    // Unknown fields are rejected by the contract's additionalProperties: false, never dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    schemaController: { compilersFactory },
    bodyLimit: 2 * 1024 * 1024,
    // Compiling the contract's validators takes seconds; on a loaded two-core machine (CI, tests
    // side by side) more than Fastify's default 10 s for a plugin to start.
    pluginTimeout: 120_000,
    // Malformed URLs (bad percent-encoding) and unreadable bodies are refused by the router before
    // any hook runs: answer them as problem+json like every other error.
    frameworkErrors: (error, request, reply) => void sendFrameworkError(error, request, reply),
    clientErrorHandler: answerClientError,
  })
  app.decorateRequest('caller', null)
  app.decorateRequest('operationId', '')
  app.decorateRequest('confirmation', undefined)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  registerErrorHandler(app)
  const hasShell = existsSync(distDir)
  const shellPage = `${distDir}/index.html`
  // First of the onRequest hooks: an answer refused by a later one (a full disk) has them too.
  registerSecurityHeaders(
    app,
    existsSync(shellPage) ? inlineScriptSources(readFileSync(shellPage, 'utf8')) : [],
  )
  if (database.dataDir) app.addHook('onRequest', storageGuard(database.dataDir))
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 2 * 1024 * 1024 },
  })
  registerMultipartCoercion(app)
  registerRequiredBodies(app, contract as Parameters<typeof registerRequiredBodies>[1])
  registerRequestText(app)

  const context: Context = {
    db: database.db,
    sessions: sessionService(database.db, tokenService(config.jwtSecret)),
    mailer: createMailer(database.db, config.mail),
    config,
  }
  // Every operation of the contract has its handler, or this does not compile.
  const handlers = {
    ...authHandlers(context),
    ...accountHandlers(context),
    ...setupHandlers(context),
    ...institutionHandlers(context),
    ...dashboardHandlers(context),
    ...userHandlers(context),
    ...permissionHandlers(context),
    ...adminUnitHandlers(context),
    ...studentHandlers(context),
    ...studentBulkHandlers(context),
    ...recordPhotoHandlers(context),
    ...recordDocumentHandlers(context),
    ...importHandlers(context),
    ...studentCardHandlers(context),
    ...studentVerificationHandlers(context),
    ...studentContactHandlers(context),
    ...studentReportHandlers(context),
    ...employeeHandlers(context),
    ...staffSummaryHandlers(context),
    ...passRateHandlers(context),
    ...outcomeHandlers(context),
    ...markHandlers(context),
    ...attendanceHandlers(context),
  } satisfies Handlers as Record<OperationId, Handler>

  await app.register(
    async (api) => {
      registerEtags(api)
      // Before the contract's routes: image bodies (a student's photo) read as bytes, unvalidated.
      registerBinaryBodies(api)
      registerHealth(api, database)
      await registerRateLimits(api, database.db)
      await api.register(openapiGlue, {
        specification: contract,
        // The resolver may answer route options; glue adds method, url and schema itself.
        operationResolver: ((operationId: OperationId) => {
          const overlapped = overlappedReads.has(operationId)
          return {
            onRequest: accessHook(operationId, context.sessions, overlapped),
            ...(overlapped
              ? {
                  handler: confirmedRead(operationId, handlers[operationId]),
                  attachValidation: true,
                }
              : { handler: handlers[operationId] }),
            ...rateLimitOf(operationId),
          }
        }) as unknown as (operationId: string) => Handler,
      })
      await api.register(swagger, {
        mode: 'static',
        specification: { document: structuredClone(contract) },
      })
      // The page's links must name the /api prefix this plugin is registered under.
      await api.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' })
    },
    { prefix: '/api' },
  )

  // Client-side routes (/login, /other-setup/…) all load the app shell; /api answers problem+json.
  app.setNotFoundHandler((request, reply) =>
    hasShell && request.method === 'GET' && !request.url.startsWith('/api/')
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : sendNotFound(request, reply),
  )
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Uploaded files are shown in <img> only: opened directly they download, and even an SVG run as
    // a document is sandboxed with no script.
    setHeaders: (reply) => {
      reply.header('content-disposition', 'attachment')
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
    },
  })
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.ts): the variant the
      // request accepts is sent, with Vary: Accept-Encoding; the plain file otherwise.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // The shell and the worker must be revalidated; hashed assets never change.
        const path = filePath.replace(/\.(br|gz)$/, '')
        const revalidate =
          path.endsWith('index.html') || path.endsWith('sw.js') || path.endsWith('.webmanifest')
        reply.header(
          'cache-control',
          revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
        )
      },
    })
  }
  return app
}
