// API throughput: two list endpoints of the real server (signed in, on PGlite or PostgreSQL) next to
// a bare Fastify route answering the same JSON from memory on the same machine, and their ratio.
// autocannon, 10 connections, 5 s per target after a 1 s warm-up, loopback only.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { bearerOf, rerunOnPostgres, startNode } from './processes.ts'
import { printTable, type Row } from './table.ts'

const endpoints = ['/api/Faculty/GetAllFaculties', '/api/Subject/GetAllSubjects']
const SECONDS = 5
const tmp = resolve('.tmp/bench')

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections: 10, duration, headers })
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return result
}

async function measure(url: string, headers: Record<string, string>) {
  await load(url, headers, 1)
  const r = await load(url, headers, SECONDS)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

/** The benchmark on one database: `databaseUrl` for PostgreSQL, none for PGlite (a fresh data dir). */
export async function apiBenchmark(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  mkdirSync(tmp, { recursive: true })
  const dataDir = resolve(tmp, 'api-pglite')
  const hemis = await startNode('server/server.ts', {
    HEMIS_DATA_DIR: dataDir,
    HEMIS_RESET_DB: '1',
    DATABASE_URL: databaseUrl ?? '',
  })
  const rows: Row[] = []
  try {
    const headers = await bearerOf(hemis)
    for (const path of endpoints) {
      const body = await (await fetch(`${hemis.url}${path}`, { headers })).text()
      const bodyFile = resolve(tmp, 'bare-body.json')
      writeFileSync(bodyFile, body)
      const served = await measure(`${hemis.url}${path}`, headers)
      const bare = await startNode('bench/bare-server.ts', { BENCH_BODY_FILE: bodyFile })
      let baseline: Awaited<ReturnType<typeof measure>>
      try {
        baseline = await measure(`${bare.url}/bare`, {})
      } finally {
        await bare.stop()
      }
      rows.push({
        endpoint: `GET ${path}`,
        database,
        'answer bytes': body.length,
        'HEMIS req/s': Math.round(served.rps),
        'HEMIS p50 ms': served.p50,
        'HEMIS p99 ms': served.p99,
        'bare req/s': Math.round(baseline.rps),
        'bare p50 ms': baseline.p50,
        'bare p99 ms': baseline.p99,
        'HEMIS/bare throughput': served.rps / baseline.rps,
      })
    }
  } finally {
    await hemis.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  printTable(`API on ${database} (autocannon, 10 connections, ${SECONDS} s each)`, rows)
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function apiOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? apiBenchmark('PostgreSQL', url) : rerunOnPostgres('api-postgres')
}
