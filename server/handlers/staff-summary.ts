// The HEMIS Reports menu's staff summaries (decision 0230): the aggregation is the repository's; the
// scope is the caller's (a campus its own, a university its campuses, the commission all).
import { callerOf } from '../http/access-hook.ts'
import { staffSummary } from '../repositories/staff-summary.ts'
import type { Context, Handlers } from './context.ts'

export const staffSummaryHandlers = ({ db }: Context): Handlers => ({
  getTeachingStaffSummary: async (request) => ({
    generatedAt: new Date().toISOString(),
    ...(await staffSummary(db, callerOf(request), 'teaching', request.query)),
  }),
  getNonTeachingStaffSummary: async (request) => ({
    generatedAt: new Date().toISOString(),
    ...(await staffSummary(db, callerOf(request), 'non-teaching', request.query)),
  }),
})
