// What checking the session row on every request costs: a token's signature check alone against the
// signature plus the session lookup (`sessions.callerOf`, which reads the permissions turned off for
// the caller in the same query, decision 0332), per call, on one database: for the SuperAdmin and
// for a campus's administrator, with 40 permissions turned off across roles and scopes.
import { eq } from 'drizzle-orm'
import { permissionModules } from '../common/permissions.ts'
import { openDatabase } from '../server/db/connect.ts'
import * as t from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/seed.ts'
import { sessionService } from '../server/auth/sessions.ts'
import { tokenService } from '../server/auth/token.ts'
import { rerunOnPostgres } from './processes.ts'
import { median, printTable } from './table.ts'

const CALLS = 2_000
const ROUNDS = 5

export async function sessionsBenchmark(kind: 'PGlite' | 'PostgreSQL' = 'PGlite', url?: string) {
  const database = await openDatabase({ url })
  await seedIfEmpty(database.db)
  const tokens = tokenService('bench-secret-of-enough-length-0123456789')
  const sessions = sessionService(database.db, tokens)
  // Sessions of other users too, so the lookup is not into a one-row table.
  for (let i = 0; i < 2_000; i++) await sessions.open(1)
  const { token } = await sessions.open(1)
  const [campusAdmin] = await database.db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'collegeadmin@hemis.local'))
  const { token: campusToken } = await sessions.open(campusAdmin!.id)
  await database.db
    .insert(t.permissionRevocations)
    .values(
      permissionModules.slice(0, 10).flatMap((module) => [
        { role: 'CollegeAdmin' as const, module, action: 'export' as const },
        { role: 'CollegeAdmin' as const, module, action: 'update' as const, campusId: 79 },
        { role: 'CollegeUser' as const, module, action: 'create' as const, universityId: 1 },
        { role: 'UniAdmin' as const, module, action: 'read' as const },
      ]),
    )
    .onConflictDoNothing()
  const perCall = async (run: () => Promise<unknown>) => {
    const rounds: number[] = []
    for (let r = 0; r < ROUNDS; r++) {
      const started = performance.now()
      for (let i = 0; i < CALLS; i++) await run()
      rounds.push((performance.now() - started) / CALLS)
    }
    return median(rounds)
  }
  try {
    const verify = await perCall(() => tokens.verify(token))
    const full = await perCall(() => sessions.callerOf(token))
    const campus = await perCall(() => sessions.callerOf(campusToken))
    printTable(`Session check per request (${kind}, median of ${ROUNDS} rounds of ${CALLS})`, [
      {
        'signature only ms': verify,
        'signature + session row ms': full,
        'added by the session row ms': full - verify,
        'campus admin: added ms': campus - verify,
      },
    ])
  } finally {
    await database.close()
  }
}

export function sessionsOnPostgres() {
  const url = process.env.TEST_DATABASE_URL
  return url ? sessionsBenchmark('PostgreSQL', url) : rerunOnPostgres('sessions-postgres')
}
