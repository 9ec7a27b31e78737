// Probes for people and container platforms: `/health` and `/health/ready` answer 503 with what
// failed when the database cannot run `select 1` (within 2 s); `/health/live` only says the process
// answers, so a platform restarts it only when it is truly stuck.
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Database } from '../db/connect.ts'

const timeoutMs = 2_000

async function databaseProblem(database: Database): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs)
  })
  try {
    const ran = database.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    return await Promise.race([ran, late])
  } finally {
    clearTimeout(timer)
  }
}

export function registerHealth(api: FastifyInstance, database: Database) {
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const problem = await databaseProblem(database)
    reply.header('cache-control', 'no-store')
    if (problem) {
      return reply
        .code(503)
        .send({ status: 'unavailable', database: database.kind, problem: `database: ${problem}` })
    }
    return { status: 'ok', database: database.kind }
  }
  api.get('/health', ready)
  api.get('/health/ready', ready)
  api.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
}
