// Every write runs here: one transaction holds the change and, when the client sent an
// Idempotency-Key, the stored answer, so a replay after a lost response changes nothing twice.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/connect.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { retryingTransaction, type Tx } from '../db/transaction.ts'
import { isTransientConflict } from './database-errors.ts'
import { versionTag } from './etag.ts'
import { problems } from '../problems.ts'
import { rows } from '../repositories/report-sql.ts'

export type Answer = { status: number; body: unknown }

/**
 * An Idempotency-Key's stored answer. Its statements are plain SQL: drizzle's builders cost most of
 * a create's own CPU (issue 19's profile).
 */
type StoredAnswer = { request_hash: string; status_code: number; body: unknown }

/** JSON with every object's keys in order: one payload, one text, however its sender ordered it. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )

/**
 * The request a key was first used with: a file's bytes (a photo) by its media type and bytes, a
 * body by its canonical JSON (`legacy`: as sent, the form keys stored before 2026-11-30 have; they
 * are kept 30 days, so that form can go after 2026-12-31).
 */
function hashOf(request: FastifyRequest, legacy = false) {
  const hash = createHash('sha256')
  const body = request.body
  if (Buffer.isBuffer(body))
    hash
      .update(`${request.method} ${request.url}\n${request.headers['content-type']}\n`)
      .update(body)
  else
    hash.update(
      `${request.method} ${request.url}\n${legacy ? JSON.stringify(body ?? null) : canonical(body ?? null)}`,
    )
  return hash.digest('base64url')
}

/**
 * Opens a write in one round trip (`write_begins`, migration 0041): names the request in the
 * transaction settings the audit triggers read (migration 0005), so every record this transaction
 * changes is logged with who, from where and by which operation; with an Idempotency-Key, also
 * takes the key's lock (deliveries of one key queue there until the first commits) and answers
 * what is stored under the key, read after the lock.
 */
async function beginWrite(
  tx: Tx,
  request: FastifyRequest,
  userId: number,
  key: string | undefined,
) {
  const caller = request.caller
  const text = (value: number | null | undefined) => (value == null ? '' : String(value))
  const [stored] = await rows<StoredAnswer>(
    tx,
    sql`select * from write_begins(${request.operationId || 'unknown'}, ${request.id},
      ${request.ip}, ${text(caller?.userId)}, ${text(caller?.universityId)},
      ${text(caller?.campusId)}, ${userId}, ${key || null})`,
  )
  return stored
}

export async function runMutation(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Answer>,
  /**
   * Runs once the write has committed and before the answer is sent (never on a replay): what must
   * not happen for a rolled-back write, such as mailing the link an invitation issued.
   */
  afterCommit?: () => Promise<void>,
) {
  const header = request.headers['idempotency-key']
  const key = Array.isArray(header) ? header[0] : header
  const userId = request.caller?.userId ?? 0
  const requestHash = key ? hashOf(request) : ''
  let ran = false
  // A deadlock's victim or a serialization failure rolled back whole: run again (bounded).
  const answer = await retryingTransaction(
    db,
    async (tx): Promise<Answer> => {
      ran = false
      // Read after the key's lock: a retry that raced its first attempt gets the answer that
      // attempt stored, not a 409 from its own write. (No look-up before the transaction: a
      // replay is the rare case, and the first delivery would pay a round trip for it.)
      const stored = await beginWrite(tx, request, userId, key)
      if (stored) {
        if (stored.request_hash !== requestHash && stored.request_hash !== hashOf(request, true))
          throw problems.idempotencyReuse()
        reply.header('idempotent-replayed', 'true')
        return { status: stored.status_code, body: stored.body }
      }
      const result = await work(tx)
      ran = true
      if (key) {
        // JSON text cast in SQL: the body is stored as the answer was sent (both drivers alike).
        await tx.execute(sql`insert into ${idempotencyKeys}
          (user_id, key, request_hash, status_code, body)
          values (${userId}, ${key}, ${requestHash}, ${result.status},
            ${JSON.stringify(result.body ?? null)}::jsonb)`)
      }
      return result
    },
    isTransientConflict,
  )
  if (ran && afterCommit) await afterCommit()
  const version = (answer.body as { version?: unknown } | null)?.version
  if (typeof version === 'number') reply.header('etag', versionTag(version))
  return reply.code(answer.status).send(answer.body)
}
