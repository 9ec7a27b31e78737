// What any API adds to a small query (issues 12 and 19): a campus's first page of students (the
// demo data with 500,000 students, campus 78's 50,003), one request at a time, from HEMIS and from
// the fair peer (bench/peer-server.ts: Fastify, `pg`, the same token and session check, the same
// SQL) over HTTP, and as its plain SQL in this process (bench/students-paging.ts's), the three
// alternated. Issue 12 measures HEMIS against the plain SQL (≤ 1.3×); the peer's own ratio says how
// much of that any service with a per-request session check pays on this machine.
import { sql } from 'drizzle-orm'
import { bearerOf, rerunOnPostgres, startNode } from './processes.ts'
import { PEER_SECRET } from './peer.ts'
import { openStudentsDatabase } from './students-database.ts'
import { plainPage } from './students-paging.ts'
import { median, printTable, quantile, type Row } from './table.ts'

const STUDENTS = 500_000
const WARM_UP = 200
const RUNS = 1_000

export async function pageAloneBenchmark(url: string) {
  const database = await openStudentsDatabase(url, STUDENTS)
  const env = { HEMIS_JWT_SECRET: PEER_SECRET, DATABASE_URL: url }
  const servers = [
    await startNode('server/server.ts', env),
    await startNode('bench/peer-server.ts', env),
  ]
  try {
    const headers = await bearerOf(servers[0]!)
    const get = (base: string) => async () => {
      const res = await fetch(`${base}/api/Student?limit=25`, { headers })
      if (!res.ok) throw new Error(`${base}: ${res.status}`)
      await res.arrayBuffer()
    }
    const sides: [string, () => Promise<unknown>][] = [
      ['HEMIS over HTTP', get(servers[0]!.url)],
      ['the peer over HTTP', get(servers[1]!.url)],
      ['plain SQL in process', () => plainPage(database.db, sql`campus_id = 78`)],
    ]
    const times = sides.map(() => [] as number[])
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      for (const [k, [, run]] of sides.entries()) {
        const started = performance.now()
        await run()
        if (i >= WARM_UP) times[k]!.push(performance.now() - started)
      }
    }
    const plain = median(times[2]!)
    const table: Row[] = sides.map(([side], k) => ({
      side,
      'median ms': median(times[k]!),
      'p95 ms': quantile(times[k]!, 0.95),
      '/ plain SQL': median(times[k]!) / plain,
    }))
    printTable(
      `A campus's first page of 25 students, one request at a time (PostgreSQL, median of ${RUNS}, alternately)`,
      table,
    )
  } finally {
    for (const server of servers.reverse()) await server.stop()
    await database.close()
  }
}

export function pageAloneOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? pageAloneBenchmark(url) : rerunOnPostgres('page-alone')
}
