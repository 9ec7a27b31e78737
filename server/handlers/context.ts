// What every handler module receives: the database, token service and settings.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '../../common/access.ts'
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
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
/** A module's handlers by operation id; `app.ts` checks that together they cover the contract. */
export type Handlers = Partial<Record<OperationId, Handler>>

export type IdParams = { id: number }
export type Body = Record<string, unknown>
