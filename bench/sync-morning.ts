// A national sync morning (issue 19): 1,400 campuses come back online together after a strike day,
// each device draining its outbox of 200 queued edits in order, one request at a time, as the PWA's
// outbox does. Against one server process on PostgreSQL, through a pool of 200 keep-alive sockets (a
// load balancer's). Each edit is what an outbox row sends: a campus's new record (a batch) with its
// Idempotency-Key, through the session check, validation, scope, the audit trigger and the stored
// answer. Reports the rate the server drained, the latency each device saw, whether every edit
// arrived exactly once, and how long the whole morning would take at that rate.
// SYNC_MORNING_CAMPUSES and SYNC_MORNING_EDITS scale it (defaults 1,400 and 200).
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { eq, like, sql } from 'drizzle-orm'
import { sessionService } from '../server/auth/sessions.ts'
import { tokenService } from '../server/auth/token.ts'
import { openDatabase } from '../server/db/connect.ts'
import * as t from '../server/db/schema.ts'
import { rerunOnPostgres, startNode } from './processes.ts'
import { printTable, quantile } from './table.ts'

const CAMPUSES = Number(process.env.SYNC_MORNING_CAMPUSES ?? 1_400)
const EDITS = Number(process.env.SYNC_MORNING_EDITS ?? 200)
const SOCKETS = 200
const SECRET = 'bench-sync-morning-secret-0123456789abcdef'

/** Campuses and their administrators' sessions, made in the database as onboarding would. */
async function campusTokens(url: string) {
  const database = await openDatabase({ url })
  try {
    const db = database.db
    const [template] = await db.select().from(t.campuses).where(eq(t.campuses.id, 78))
    const [admin] = await db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'collegeadmin@hemis.local'))
    // A copy of campus 78 each (undefined columns take their defaults: a new id and times).
    const campus = { ...template!, id: undefined, createdAt: undefined, updatedAt: undefined }
    const made = await db
      .insert(t.campuses)
      .values(
        Array.from({ length: CAMPUSES }, (_, i) => ({
          ...campus,
          campusName: `Morning Campus ${i}`,
          code: `MORNING-${i}`,
        })),
      )
      .returning({ id: t.campuses.id, universityId: t.campuses.universityId })
    const users = await db
      .insert(t.users)
      .values(
        made.map((c, i) => ({
          email: `morning${i}@bench.local`,
          fullName: `Morning Administrator ${i}`,
          passwordHash: admin!.passwordHash,
          role: 'CollegeAdmin' as const,
          universityId: c.universityId,
          campusId: c.id,
        })),
      )
      .returning({ id: t.users.id })
    const sessions = sessionService(db, tokenService(SECRET))
    const tokens: string[] = []
    for (const user of users) tokens.push((await sessions.open(user.id)).token)
    return tokens
  } finally {
    await database.close()
  }
}

/** One outbox row sent: its status and how long the device waited for the answer. */
function send(agent: http.Agent, base: URL, token: string, body: string) {
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const started = performance.now()
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: '/api/Batch',
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        )
      },
    )
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    request.end(body)
  })
}

export async function syncMorningBenchmark(url: string) {
  const server = await startNode('server/server.ts', {
    DATABASE_URL: url,
    HEMIS_JWT_SECRET: SECRET,
  })
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS })
  try {
    const tokens = await campusTokens(url)
    const base = new URL(server.url)
    const latencies: number[] = []
    let failed = 0
    const started = performance.now()
    // Every device drains its own outbox in order; all of them at once.
    await Promise.all(
      tokens.map(async (token, campus) => {
        for (let i = 0; i < EDITS; i++) {
          const body = JSON.stringify({ batchName: `Morning ${campus}-${i}`, batchYear: 2082 })
          const { status, ms } = await send(agent, base, token, body)
          latencies.push(ms)
          if (status !== 201) failed++
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const database = await openDatabase({ url })
    const [arrived] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.batches)
      .where(like(t.batches.batchName, 'Morning %'))
    await database.close()
    latencies.sort((a, b) => a - b)
    const edits = CAMPUSES * EDITS
    const rate = edits / seconds
    printTable(
      `A sync morning: ${CAMPUSES.toLocaleString('en')} campuses × ${EDITS} queued edits (one server process, PostgreSQL, ${SOCKETS} sockets)`,
      [
        {
          edits,
          'took s': seconds,
          'edits/s': rate,
          'p50 ms': quantile(latencies, 0.5),
          'p95 ms': quantile(latencies, 0.95),
          'p99 ms': quantile(latencies, 0.99),
          failed,
          'stored once': arrived!.n === edits ? 'yes' : `no (${arrived!.n})`,
          "a device's edits at the p50, s": (quantile(latencies, 0.5) * EDITS) / 1000,
          '1,400 × 200 at this rate, min': (1_400 * 200) / rate / 60,
        },
      ],
    )
  } finally {
    agent.destroy()
    await server.stop()
  }
}

export function syncMorningOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? syncMorningBenchmark(url) : rerunOnPostgres('sync-morning')
}
