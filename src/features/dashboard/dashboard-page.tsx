import { Stack, Title } from '@mantine/core'
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
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      {level === 'student' ? (
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
