// What every handler module receives: the database, token service and settings.
import type { FastifyReply, FastifyRequest } from 'fastify'
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
export type Handlers = Record<string, Handler>

export type IdParams = { id: number }
export type Body = Record<string, unknown>
