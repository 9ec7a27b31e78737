// What the report benchmarks share (dashboard, staff summaries, pass rate): an endpoint and its bare
// SQL timed alternately, and the demo accounts they call it as.
import type { FastifyInstance } from 'fastify'
import type { Caller } from '../server/auth/token.ts'
import { median } from './table.ts'

/**
 * Timed runs of each side after one warm-up. Nine, not five: on this noisy 2-core machine two runs
 * of five put a campus's 25 ms staff summary at 1.12 and at 1.34 times its SQL.
 */
export const RUNS = 9

/** Medians of `a` and `b`, run alternately, so load from elsewhere on the machine hits both alike. */
export async function sideBySide(a: () => Promise<unknown>, b: () => Promise<unknown>) {
  await a()
  await b()
  const times: [number[], number[]] = [[], []]
  for (let i = 0; i < RUNS; i++) {
    for (const [k, run] of [a, b].entries()) {
      const started = performance.now()
      await run()
      times[k]!.push(performance.now() - started)
    }
  }
  return times.map(median) as [number, number]
}

/** The commission, university 1 and campus 78 as demo accounts and as the repositories' callers. */
export const reportCallers: { account: string; label: string; caller: Caller }[] = [
  {
    account: 'ugcadmin',
    label: 'commission (all campuses)',
    caller: { userId: 0, role: 'UgcAdmin', universityId: null, campusId: null },
  },
  {
    account: 'uniadmin',
    label: 'university 1',
    caller: { userId: 0, role: 'UniAdmin', universityId: 1, campusId: null },
  },
  {
    account: 'collegeadmin',
    label: 'campus 78',
    caller: { userId: 0, role: 'CollegeAdmin', universityId: 1, campusId: 78 },
  },
]

/** The bearer header of a demo account signed in through the server. */
export async function signedIn(app: FastifyInstance, account: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/User/Login',
    payload: { email: `${account}@hemis.local`, password: 'Demo@12345' },
  })
  return { authorization: `Bearer ${login.json<{ tokenString: string }>().tokenString}` }
}
