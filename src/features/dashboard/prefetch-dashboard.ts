import type { QueryClient } from '@tanstack/react-query'
import { nextTask } from '../../lib/next-task'
import { levelOf, roleOf } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import { startDashboardCache } from './dashboard-cache'
import { myEnrolmentQuery, reportQueries } from './dashboard-queries'
import type { DashboardSearch } from './dashboard-search'
import { optionQueriesFor } from './filter-option-queries'
import { allowedSearch, filtersFor } from './report-params'

/**
 * The route loader's work: the saved figures first (so they show at once, offline too), then the
 * calls (the reports, then the filters' lists) start while the chart code downloads, each made in
 * a task of its own: made together, the reports' eight were one task of 17–19 ms at full speed,
 * four times that on Lighthouse's phone, and the lists were made in the figures' first commit
 * (docs/performance.md, stop 47). Not awaited: the page shows skeletons, not a wait.
 */
export async function prefetchDashboard(
  queryClient: QueryClient,
  user: SessionUser,
  search: DashboardSearch,
) {
  startDashboardCache(queryClient, user.id)
  const level = levelOf(roleOf(user))
  if (level === 'student') {
    void queryClient.prefetchQuery(myEnrolmentQuery(user.id))
    return
  }
  const calls = [
    ...Object.values(reportQueries(allowedSearch(search, level), level, user.id)),
    ...optionQueriesFor(user.id, filtersFor(level)),
  ]
  for (const options of calls) {
    await nextTask()
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])
  }
}
