import { Box, Stack, Title } from '@mantine/core'
import { useDeferredValue } from 'react'
import { t } from '../../lib/i18n/t'
import { levelOf, roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import type { DashboardSearch } from './dashboard-search'
import { allowedSearch } from './report-params'
import { StaffDashboard } from './staff-dashboard'
import { StudentContactCard } from './student-contact'
import { StudentEnrolment } from './student-enrolment'

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
  // The heading paints first; the figures (filters, headline numbers, report cards) render just
  // after, in a transition that React interrupts every few milliseconds for the browser, instead
  // of in the same task as the route: that task was 1.1 s on a phone's CPU (Lighthouse's 4×
  // slowdown), the dashboard's largest blocking time. Their place is held meanwhile, so the
  // footer does not move when they come.
  const figuresReady = useDeferredValue(true, false)
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      {!figuresReady ? (
        <Box mih="100vh" />
      ) : level === 'student' ? (
        <>
          <StudentEnrolment userId={user.id} />
          <StudentContactCard userId={user.id} />
        </>
      ) : (
        <StaffDashboard
          level={level}
          userId={user.id}
          search={allowedSearch(search, level)}
          onSearchChange={onSearchChange}
        />
      )}
    </Stack>
  )
}
