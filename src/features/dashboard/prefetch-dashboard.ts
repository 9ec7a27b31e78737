import type { QueryClient } from '@tanstack/react-query'
import { levelOf, roleOf } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import { startDashboardCache } from './dashboard-cache'
import { myEnrolmentQuery, reportQueries } from './dashboard-queries'
import type { DashboardSearch } from './dashboard-search'
import { allowedSearch } from './report-params'

/**
 * The route loader's work: the saved figures first (so they show at once, offline too), then the
 * calls start while the chart code downloads. Not awaited: the page shows skeletons, not a wait.
 */
export function prefetchDashboard(
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
  for (const options of Object.values(reportQueries(allowedSearch(search, level), level, user.id)))
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])
}
