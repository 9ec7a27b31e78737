// HEMIS next to a fair peer (issue 19): bench/peer-server.ts answers the same operations, written
// the ordinary way, on the same database (the demo data and 500,000 students): a small list, a
// record, a page of a campus's students, a dashboard report and a create. Both are loaded with
// autocannon at 10 and 100 connections (5 s after a 1 s warm-up), on PostgreSQL and on PGlite, and
// the table gives requests per second, p50 and p99 of each and HEMIS's share of the peer's. On
// PostgreSQL each pair is measured in several rounds (PEER_ROUNDS, 3), the side that goes first
// alternating, and the table gives the medians: the peer alone moves by a fifth between runs on
// this shared machine, so one pair is not a verdict either way.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { rows } from '../server/repositories/report-sql.ts'
import { bearerOf, rerunOnPostgres, startNode, type Running } from './processes.ts'
import { openStudentsDatabase } from './students-database.ts'
import { median, printTable, type Row } from './table.ts'

const SECONDS = 5
/** Rounds of each pair on PostgreSQL (PGlite's data dir opens in one process at a time: one). */
const ROUNDS = Number(process.env.PEER_ROUNDS ?? 3)
const STUDENTS = 500_000
/** The token secret HEMIS and the peer share in a benchmark (both verify the same tokens). */
export const PEER_SECRET = 'peer-benchmark-secret-of-at-least-32-characters'

type Load = { path: string; method?: 'GET' | 'POST'; create?: boolean }

async function load(
  server: Running,
  headers: Record<string, string>,
  op: Load,
  connections: number,
  duration: number,
) {
  const tag = randomUUID().slice(0, 8)
  let n = 0
  const result = await autocannon({
    url: `${server.url}${op.path}`,
    connections,
    duration,
    method: op.method ?? 'GET',
    headers: op.create ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(op.create && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              facultyName: `Peer ${tag} ${(n += 1)}`,
              facultyType: 'general',
              shortName: 'PF',
            }),
          }),
        },
      ],
    }),
  })
  if (result.non2xx || result.errors)
    throw new Error(`${op.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return result
}

/**
 * Waits until each server answers a read of the database within 20 ms (at most 30 s): a load of
 * slow reports at 100 connections leaves requests queued for the pool after autocannon stops, and
 * they would otherwise run during the next measurement (of either server: they share PostgreSQL).
 */
async function settle(servers: Running[], headers: Record<string, string>, probe: string) {
  for (const server of servers) {
    const until = Date.now() + 30_000
    while (Date.now() < until) {
      const started = performance.now()
      await (await fetch(`${server.url}${probe}`, { headers })).arrayBuffer()
      if (performance.now() - started < 20) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

async function measure(
  server: Running,
  headers: Record<string, string>,
  op: Load,
  connections: number,
  quiet: () => Promise<void>,
) {
  await quiet()
  await load(server, headers, op, connections, 1)
  const r = await load(server, headers, op, connections, SECONDS)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

/** An answer as compared: keys in order, the moment a report was made left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .filter((k) => k !== 'generatedAt')
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  )
}

/** The answer of a GET, as compared: the peer must answer what HEMIS does. */
const answerOf = async (server: Running, path: string, headers: Record<string, string>) =>
  JSON.stringify(canonical(await (await fetch(`${server.url}${path}`, { headers })).json()))

type Measured = Awaited<ReturnType<typeof measure>>
/** Each side's figures in each round, in the same order: ratios are taken round by round. */
type Rounds = Record<Side, Measured[]>

/**
 * Each operation at 10 and 100 connections on HEMIS and the peer. On PostgreSQL both servers run
 * at once and take turns an operation at a time, `ROUNDS` times, the side that starts alternating
 * (so the machine's load and any drift hit both alike); PGlite's data dir opens in one process at
 * a time, so there HEMIS runs every operation, then the peer, once.
 */
async function loadBoth(kind: Kind, env: Record<string, string>, ops: Op[], probe: string) {
  const results = new Map<string, Rounds>()
  const answers = new Map<string, string>()
  const at = (op: Op, connections: number) => {
    const k = `${op.name} ${connections}`
    if (!results.has(k)) results.set(k, { hemis: [], peer: [] })
    return results.get(k)!
  }
  const compare = async (server: Running, headers: Record<string, string>, among = ops) => {
    for (const op of among.filter((o) => !o.create)) {
      const answer = await answerOf(server, op.path, headers)
      const first = answers.get(op.path)
      if (first === undefined) answers.set(op.path, answer)
      else if (first !== answer)
        throw new Error(
          `${op.path}: the peer answers ${answer.slice(0, 400)}, HEMIS ${first.slice(0, 400)}`,
        )
    }
  }
  /** Each operation of `phase` at 10 and 100 connections on each side in turn, `rounds` times. */
  const run = async (
    sides: [Side, Running][],
    phase: Op[],
    headers: Record<string, string>,
    rounds: number,
  ) => {
    const servers = sides.map(([, server]) => server)
    const quiet = () => settle(servers, headers, probe)
    for (const op of phase) {
      for (const connections of [10, 100]) {
        for (let round = 0; round < rounds; round++) {
          const turn = round % 2 ? [...sides].reverse() : sides
          for (const [side, server] of turn)
            at(op, connections)[side].push(await measure(server, headers, op, connections, quiet))
        }
      }
    }
  }
  const scripts: [Side, string][] = [
    ['hemis', 'server/server.ts'],
    ['peer', 'bench/peer-server.ts'],
  ]
  if (kind === 'PostgreSQL') {
    const sides: [Side, Running][] = []
    try {
      for (const [side, script] of scripts) sides.push([side, await startNode(script, env)])
      const headers = await bearerOf(sides[0]![1])
      for (const [, server] of sides) await compare(server, headers)
      await run(sides, ops, headers, ROUNDS)
    } finally {
      for (const [, server] of sides.reverse()) await server.stop()
    }
  } else {
    // The reads first on both sides, then the creates, so both read the same faculties.
    let headers: Record<string, string> = {}
    for (const phase of [ops.filter((o) => !o.create), ops.filter((o) => o.create)]) {
      for (const [side, script] of scripts) {
        const server = await startNode(script, env)
        try {
          if (!headers.authorization) headers = await bearerOf(server)
          await compare(server, headers, phase)
          await run([[side, server]], phase, headers, 1)
        } finally {
          await server.stop()
        }
      }
    }
  }
  return results
}

type Kind = 'PostgreSQL' | 'PGlite'
type Side = 'hemis' | 'peer'
type Op = Load & { name: string }

/**
 * HEMIS and the peer on the demo data with 500,000 students (bench/students-database.ts): on the
 * PostgreSQL server at `url`, or on PGlite's data dir kept under .tmp/bench/.
 */
export async function peerBenchmark(kind: Kind, url?: string) {
  const database = await openStudentsDatabase(url, STUDENTS)
  const dataDir = database.dataDir
  // PGlite's data dir is kept between runs: the faculties an earlier run created go (and with them
  // their stored answers), so the small list stays the demo's.
  await database.db.execute(
    sql`delete from idempotency_keys where body->>'facultyName' like 'Peer %'`,
  )
  await database.db.execute(sql`delete from faculties where faculty_name like 'Peer %'`)
  // A faculty of the campus to read by id.
  const [first] = await rows<{ id: number }>(
    database.db,
    sql`select id from faculties where (university_id is null or university_id = 1)
      and (campus_id is null or campus_id = 78) order by id limit 1`,
  )
  await database.close()
  const env: Record<string, string> = {
    HEMIS_JWT_SECRET: PEER_SECRET,
    ...(url ? { DATABASE_URL: url } : { HEMIS_DATA_DIR: dataDir! }),
  }
  const list = '/api/Faculty/GetAllFaculties'
  const record = `/api/Faculty/${first!.id}`
  const ops: Op[] = [
    { name: 'small list (faculties)', path: list },
    { name: 'single record (a faculty)', path: record },
    { name: "paged large list (a campus's 50,003 students, 25)", path: '/api/Student?limit=25' },
    {
      name: 'dashboard report (graduates by gender)',
      path: '/api/Dashboard/College/GetGraduationByGender',
    },
    // Last: the creates add faculties, which the list would then read.
    { name: 'create with Idempotency-Key', path: '/api/Faculty', method: 'POST', create: true },
  ]
  const results = await loadBoth(kind, env, ops, record)
  const table: Row[] = []
  for (const op of ops) {
    for (const connections of [10, 100]) {
      const { hemis, peer } = results.get(`${op.name} ${connections}`)!
      const of = (side: Measured[], key: keyof Measured) => median(side.map((m) => m[key]))
      const ratios = (key: keyof Measured) => hemis.map((h, i) => h[key] / peer[i]![key])
      const throughput = ratios('rps')
      const tails = ratios('p99')
      table.push({
        operation: op.name,
        connections,
        'HEMIS req/s': of(hemis, 'rps'),
        'peer req/s': of(peer, 'rps'),
        'HEMIS / peer req/s': median(throughput),
        'HEMIS p50 ms': of(hemis, 'p50'),
        'peer p50 ms': of(peer, 'p50'),
        'HEMIS p99 ms': of(hemis, 'p99'),
        'peer p99 ms': of(peer, 'p99'),
        'HEMIS / peer p99': median(tails),
        ...(hemis.length > 1 && {
          'req/s ratio by round': throughput.map((r) => r.toFixed(2)).join(' '),
          'p99 ratio by round': tails.map((r) => r.toFixed(2)).join(' '),
        }),
      })
    }
  }
  const rounds = results.values().next().value!.hemis.length
  printTable(
    `HEMIS and its peer on ${kind} (autocannon, ${SECONDS} s each; ${rounds === 1 ? 'one round' : `medians of ${rounds} rounds`})`,
    table,
  )
}

export function peerOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? peerBenchmark('PostgreSQL', url) : rerunOnPostgres('peer-postgres')
}
