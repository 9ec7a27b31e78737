import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../features/dashboard/dashboard-page'
import { dashboardSearch } from '../../features/dashboard/dashboard-search'
import { prefetchDashboard } from '../../features/dashboard/prefetch-dashboard'
import { firstFramePainted } from '../../lib/first-frame'
import { session } from '../../lib/session/session-store'

// The dashboard: its filters live in the URL, so a view can be shared and reloaded.
export const Route = createFileRoute('/_app/')({
  // The loader (dashboard queries, cache and report parameters) travels in the page's own chunk,
  // fetched once with the component, instead of sitting in the entry that /login loads too.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // After the first frame (decision 0348): the heading paints without waiting for the calls.
    void firstFramePainted.then(() => {
      const { user } = session.get()
      if (user) void prefetchDashboard(context.queryClient, user, deps)
    })
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  )
}
