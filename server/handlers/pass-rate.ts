// The pass rate (decision 0223): the counting is the repository's; the scope is the caller's (a
// campus its own, a university its campuses, the commission all).
import { callerOf } from '../http/access-hook.ts'
import { passRate } from '../repositories/pass-rate.ts'
import type { Context, Handlers } from './context.ts'

export const passRateHandlers = ({ db }: Context): Handlers => ({
  getPassRate: async (request) => ({
    generatedAt: new Date().toISOString(),
    ...(await passRate(db, callerOf(request), request.query)),
  }),
})
