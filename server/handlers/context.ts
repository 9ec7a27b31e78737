// What every handler module receives: the database, token service and settings.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '../../common/access.ts'
import type { operations } from '../../common/schema.gen.ts'
import type { SessionService } from '../auth/sessions.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/connect.ts'
import type { Mailer } from '../mail/mailer.ts'

export type Context = {
  db: Db
  sessions: SessionService
  mailer: Mailer
  config: Pick<Config, 'homeCampusId' | 'publicUrl'>
}
type Operation<K extends OperationId> = operations[K]
type BodyOf<O> = O extends { requestBody?: { content: infer C } } ? C[keyof C] : undefined
/** The query parameters of an operation, as the contract types them. */
export type QueryOf<K extends OperationId> = QueryOfOperation<Operation<K>>
type QueryOfOperation<O> = O extends { parameters: { query?: infer Q } }
  ? Exclude<Q, undefined>
  : never
type ParamsOf<O> = O extends { parameters: { path?: infer P } } ? Exclude<P, undefined> : never

/**
 * The request of one operation, typed by the contract (the glue has validated it against the same
 * schemas): `RequestOf<'inviteUser'>['body']` is the `UserInvitation` schema.
 */
export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<Operation<K>>
  Querystring: QueryOf<K>
  Params: ParamsOf<Operation<K>>
}>

/** Any operation's handler, as the router calls it (generic code: the setup lists' table). */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/**
 * A module's handlers by operation id, each with its operation's typed request; `app.ts` checks
 * that together they cover the contract.
 */
export type Handlers = {
  [K in OperationId]?: (request: RequestOf<K>, reply: FastifyReply) => Promise<unknown>
}

export type Body = Record<string, unknown>
