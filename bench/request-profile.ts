// Where one request's CPU goes (issues 12 and 19): `npm run bench -- request-profile` runs a
// request through the whole server (`app.inject`: token, session, validation, handler, answer)
// 1,500 times under V8's sampling profiler, on PostgreSQL with 50,000 students, and prints the busy
// time a request and its share by package and by function (self time). PROFILE_URL picks the
// request (a campus's first page of students by default; `{reg}` in it stands for a registration
// number of the campus's, for its exact-number search), as the campus admin.
import { Session, type Profiler, type Runtime } from 'node:inspector/promises'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import { rows } from '../server/repositories/report-sql.ts'
import { rerunOnPostgres } from './processes.ts'
import { signedIn } from './side-by-side.ts'
import { openStudentsDatabase } from './students-database.ts'
import { printTable, type Row } from './table.ts'

const REQUESTS = 1_500

/**
 * A sample's place: its package (node_modules), Node's own module, the app's file, code compiled at
 * run time (the contract's validators and serialisers: no file, but lines), or V8's native code.
 */
function placeOf({ functionName, url, lineNumber }: Runtime.CallFrame) {
  if (functionName.startsWith('(')) return functionName
  if (!url && lineNumber > 0) return '(generated: validators, serialisers)'
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`
  return url.includes('/server/') ? `server/${url.split('/server/')[1]}` : url || '(native)'
}

/** Self time by `key` of each sample's node, idle left out; and the busy total. */
function selfTime(profile: Profiler.Profile, key: (frame: Runtime.CallFrame) => string) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const byKey = new Map<string, number>()
  let busy = 0
  profile.samples!.forEach((id, i) => {
    // The first sample's delta is the time from the profile's start to sampling's start, spent in
    // the inspector's own call (`dispatch`, 0.1 ms a request of 1,500 before this was left out).
    if (i === 0) return
    const frame = nodes.get(id)!.callFrame
    if (frame.functionName === '(idle)') return
    const ms = (profile.timeDeltas![i] ?? 0) / 1000
    busy += ms
    byKey.set(key(frame), (byKey.get(key(frame)) ?? 0) + ms)
  })
  return { busy, top: [...byKey].sort((a, b) => b[1] - a[1]).slice(0, 15) }
}

export async function requestProfileBenchmark(databaseUrl: string) {
  const database = await openStudentsDatabase(databaseUrl, 50_000)
  const app = await buildApp({
    database,
    config: { jwtSecret: 'bench', homeCampusId: 78, publicUrl: 'http://localhost' },
    distDir: '/nonexistent',
  })
  const [{ reg } = { reg: 'none' }] = await rows<{ reg: string }>(
    database.db,
    sql`select registration_no as reg from students where campus_id = 78
      and registration_no is not null order by id desc limit 1`,
  )
  const url = (process.env.PROFILE_URL ?? '/api/Student?limit=25').replace('{reg}', reg)
  const session = new Session()
  try {
    const headers = await signedIn(app, 'collegeadmin')
    const request = async () => {
      const res = await app.inject({ method: 'GET', url, headers })
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    }
    for (let i = 0; i < 300; i++) await request() // warm-up: compiled validators, plans, JIT
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.start')
    for (let i = 0; i < REQUESTS; i++) await request()
    const { profile } = await session.post('Profiler.stop')
    const share = (rows: [string, number][], busy: number, what: string): Row[] =>
      rows.map(([name, ms]) => ({
        [what]: name,
        'ms a request': ms / REQUESTS,
        'share of busy': `${((100 * ms) / busy).toFixed(1)} %`,
      }))
    const byPlace = selfTime(profile, placeOf)
    const byFunction = selfTime(
      profile,
      (f) => `${f.functionName || '(anonymous)'} ${placeOf(f)}:${f.lineNumber + 1}`,
    )
    const busy = byPlace.busy / REQUESTS
    printTable(
      `CPU of GET ${url} (PostgreSQL, ${REQUESTS} requests): ${busy.toFixed(2)} ms busy a request, by package`,
      share(byPlace.top, byPlace.busy, 'package'),
    )
    printTable('… by function (self time)', share(byFunction.top, byFunction.busy, 'function'))
  } finally {
    session.disconnect()
    await app.close()
    await database.close()
  }
}

/** PostgreSQL: a throwaway server from scripts/with-postgres.mjs, which reruns this benchmark. */
export function requestProfileOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? requestProfileBenchmark(url) : rerunOnPostgres('request-profile')
}
