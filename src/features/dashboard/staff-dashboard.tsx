// The figures of staff roles: filters, headline numbers, and one card per report of spec §7.
import { SimpleGrid, Stack } from '@mantine/core'
import { t } from '../../lib/i18n/dashboard'
import type { RoleLevel } from '../../lib/session/role'
import { AgeGroupReport } from './age-group-report'
import { DashboardFilters } from './dashboard-filters'
import { reportQueries } from './dashboard-queries'
import type { DashboardSearch } from './dashboard-search'
import { DropoutReport } from './dropout-report'
import { FiscalYearSeriesReport } from './fiscal-year-series-report'
import { GraduationEthnicityReport } from './graduation-ethnicity-report'
import { GraduationGenderReport } from './graduation-gender-report'
import { HeadlineNumbers } from './headline-numbers'
import { ReportCard } from './report-card'
import { filtersFor } from './report-params'
import { VerificationQueue } from './verification-queue'

export type StaffDashboardProps = {
  level: Exclude<RoleLevel, 'student'>
  userId: number
  search: DashboardSearch
  onSearchChange: (next: DashboardSearch) => void
}

export function StaffDashboard({ level, userId, search, onSearchChange }: StaffDashboardProps) {
  // Each card below asks for its own figures, and the filters for their lists: an answer
  // re-renders what shows it, not the whole dashboard (13 answers arrive on a first visit).
  const q = reportQueries(search, level, userId)
  const series = (title: string, note: string, options: typeof q.graduationSeries) => (
    <ReportCard
      title={title}
      note={note}
      options={options}
      isEmpty={(d) => d.rows.every((r) => r.total === 0)}
    >
      {(d) => <FiscalYearSeriesReport title={title} report={d} userId={userId} />}
    </ReportCard>
  )
  return (
    <Stack gap="md">
      <VerificationQueue level={level} userId={userId} />
      <DashboardFilters
        allowed={filtersFor(level)}
        search={search}
        userId={userId}
        onChange={onSearchChange}
      />
      <HeadlineNumbers options={q.summary} userId={userId} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportCard
          title={t('dashboard.ageGroups')}
          note={t('dashboard.ageGroups.note')}
          options={q.ages}
          isEmpty={(d) => d.total === 0}
        >
          {(d) => <AgeGroupReport report={d} />}
        </ReportCard>
        <ReportCard
          title={t('dashboard.gender')}
          note={t('dashboard.graduation.note')}
          options={q.gender}
          isEmpty={(d) => d.total === 0}
        >
          {(d) => <GraduationGenderReport report={d} />}
        </ReportCard>
        <ReportCard
          title={t('dashboard.ethnicity')}
          note={t('dashboard.graduation.note')}
          options={q.ethnicity}
          isEmpty={(d) => !d.total}
        >
          {(d) => <GraduationEthnicityReport report={d} />}
        </ReportCard>
        <ReportCard
          title={t('dashboard.dropout')}
          note={t('dashboard.dropout.note')}
          options={q.dropout}
          isEmpty={(d) => d.totalEnrolled === 0}
        >
          {(d) => <DropoutReport report={d} />}
        </ReportCard>
        {series(
          t('dashboard.graduationSeries'),
          t('dashboard.graduationSeries.note'),
          q.graduationSeries,
        )}
        {series(t('dashboard.dropoutSeries'), t('dashboard.dropoutSeries.note'), q.dropoutSeries)}
      </SimpleGrid>
    </Stack>
  )
}
