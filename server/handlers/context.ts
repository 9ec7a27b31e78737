// What every handler module receives: the database, token service and settings.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TokenService } from '../auth/token.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/connect.ts'
import type { Mailer } from '../mail/mailer.ts'

export type Context = {
  db: Db
  tokens: TokenService
  mailer: Mailer
  config: Pick<Config, 'homeCampusId'>
}
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
export type Handlers = Record<string, Handler>

export type IdParams = { id: number }
export type Body = Record<string, unknown>
