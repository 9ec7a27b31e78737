// HEMIS next to a fair peer (issue 19): bench/peer-server.ts answers the same operations, written
// the ordinary way, on the same PostgreSQL. Both are loaded with autocannon at 10 and 100
// connections, one after the other for each operation (5 s after a 1 s warm-up), and the table gives
// requests per second, p50 and p99 of each and HEMIS's share of the peer's throughput.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { rerunOnPostgres, startNode, type Running } from './processes.ts'
import { printTable, type Row } from './table.ts'

const SECONDS = 5
const SECRET = 'peer-benchmark-secret-of-at-least-32-characters'

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

async function measure(
  server: Running,
  headers: Record<string, string>,
  op: Load,
  connections: number,
) {
  await load(server, headers, op, connections, 1)
  const r = await load(server, headers, op, connections, SECONDS)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

/** The same GET answered by both, as parsed JSON: the peer must answer what HEMIS does. */
async function sameBody(a: Running, b: Running, path: string, headers: Record<string, string>) {
  const [x, y] = await Promise.all(
    [a, b].map(async (s): Promise<unknown> => (await fetch(`${s.url}${path}`, { headers })).json()),
  )
  if (JSON.stringify(x) !== JSON.stringify(y))
    throw new Error(
      `${path}: the peer's answer differs from HEMIS's: ${JSON.stringify(x).slice(0, 400)} vs ${JSON.stringify(y).slice(0, 400)}`,
    )
}

export async function peerBenchmark(url: string) {
  const env = { DATABASE_URL: url, HEMIS_JWT_SECRET: SECRET }
  const hemis = await startNode('server/server.ts', env)
  const peer = await startNode('bench/peer-server.ts', env)
  const rows: Row[] = []
  try {
    const login = await fetch(`${hemis.url}/api/User/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'collegeadmin@hemis.local', password: 'Demo@12345' }),
    })
    const { tokenString } = (await login.json()) as { tokenString: string }
    const headers = { authorization: `Bearer ${tokenString}` }
    const list = '/api/Faculty/GetAllFaculties'
    const [first] = (await (await fetch(`${hemis.url}${list}`, { headers })).json()) as {
      id: number
    }[]
    const ops: (Load & { name: string })[] = [
      { name: 'small list (faculties)', path: list },
      { name: 'single record (a faculty)', path: `/api/Faculty/${first!.id}` },
      // Last: the creates add faculties, which the list would then read.
      { name: 'create with Idempotency-Key', path: '/api/Faculty', method: 'POST', create: true },
    ]
    for (const op of ops.filter((o) => !o.create)) await sameBody(hemis, peer, op.path, headers)
    for (const op of ops) {
      for (const connections of [10, 100]) {
        const h = await measure(hemis, headers, op, connections)
        const p = await measure(peer, headers, op, connections)
        rows.push({
          operation: op.name,
          connections,
          'HEMIS req/s': h.rps,
          'peer req/s': p.rps,
          'HEMIS / peer req/s': h.rps / p.rps,
          'HEMIS p50 ms': h.p50,
          'peer p50 ms': p.p50,
          'HEMIS p99 ms': h.p99,
          'peer p99 ms': p.p99,
          'HEMIS / peer p99': h.p99 / p.p99,
        })
      }
    }
  } finally {
    await peer.stop()
    await hemis.stop()
  }
  printTable('HEMIS and its peer on PostgreSQL (autocannon, 5 s each)', rows)
}

export function peerOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? peerBenchmark(url) : rerunOnPostgres('peer')
}
