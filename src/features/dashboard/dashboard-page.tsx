import { Box, Stack, Title } from '@mantine/core'
import { lazy, Suspense, useDeferredValue } from 'react'
import { t } from '../../lib/i18n/t'
import { levelOf, roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import type { DashboardSearch } from './dashboard-search'
import { allowedSearch } from './report-params'

// The figures' code (filters, cards, tables, charts) in chunks of their own, asked for once the
// heading has painted (decision 0346): the first paint waits only for the route's own chunk.
const StaffDashboard = lazy(() =>
  import('./staff-dashboard').then((m) => ({ default: m.StaffDashboard })),
)
const StudentDashboard = lazy(() =>
  import('./student-dashboard').then((m) => ({ default: m.StudentDashboard })),
)

/** The first screen of every signed-in user: the figures their role may see. */
export function DashboardPage({
  search,
  onSearchChange,
}: {
  search: DashboardSearch
  onSearchChange: (next: DashboardSearch) => void
}) {
  const user = useSignedInUser()
  const level = levelOf(roleOf(user))
  // The heading paints first; the figures (filters, headline numbers, report cards) are asked for
  // and rendered just after, in a transition that React interrupts every few milliseconds for the
  // browser, instead of in the same task as the route: that task was 1.1 s on a phone's CPU
  // (Lighthouse's 4× slowdown), the dashboard's largest blocking time. Their place is held
  // meanwhile, so the footer does not move when they come.
  const figuresReady = useDeferredValue(true, false)
  const place = <Box mih="100vh" />
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      {!figuresReady ? (
        place
      ) : (
        <Suspense fallback={place}>
          {level === 'student' ? (
            <StudentDashboard userId={user.id} />
          ) : (
            <StaffDashboard
              level={level}
              userId={user.id}
              search={allowedSearch(search, level)}
              onSearchChange={onSearchChange}
            />
          )}
        </Suspense>
      )}
    </Stack>
  )
}
