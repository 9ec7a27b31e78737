// The figures of staff roles: filters, headline numbers, and one card per report of spec §7.
import { SimpleGrid, Stack } from '@mantine/core'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { t } from '../../lib/i18n/dashboard'
import type { RoleLevel } from '../../lib/session/role'
import { AgeGroupReport } from './age-group-report'
import { DashboardFilters } from './dashboard-filters'
import { reportQueries } from './dashboard-queries'
import type { DashboardSearch } from './dashboard-search'
import { DropoutReport } from './dropout-report'
import { filterOptionQueries } from './filter-option-queries'
import type { OptionLists } from './filter-options'
import { FiscalYearSeriesReport } from './fiscal-year-series-report'
import { GraduationEthnicityReport } from './graduation-ethnicity-report'
import { GraduationGenderReport } from './graduation-gender-report'
import { HeadlineNumbers } from './headline-numbers'
import { ReportCard } from './report-card'
import { filtersFor } from './report-params'

export type StaffDashboardProps = {
  level: Exclude<RoleLevel, 'student'>
  userId: number
  search: DashboardSearch
  onSearchChange: (next: DashboardSearch) => void
}

export function StaffDashboard({ level, userId, search, onSearchChange }: StaffDashboardProps) {
  const allowed = filtersFor(level)
  const lists = useOptionLists(userId, allowed)
  const q = reportQueries(search, level, userId)
  const summary = useQuery(q.summary)
  const ages = useQuery(q.ages)
  const gender = useQuery(q.gender)
  const ethnicity = useQuery(q.ethnicity)
  const dropout = useQuery(q.dropout)
  const graduationSeries = useQuery(q.graduationSeries)
  const dropoutSeries = useQuery(q.dropoutSeries)
  const series = (title: string, note: string, query: typeof graduationSeries) => (
    <ReportCard
      title={title}
      note={note}
      query={query}
      isEmpty={(d) => d.rows.every((r) => r.total === 0)}
    >
      {(d) => <FiscalYearSeriesReport title={title} report={d} fiscalYears={lists.fiscalYears} />}
    </ReportCard>
  )
  return (
    <Stack gap="md">
      <DashboardFilters allowed={allowed} search={search} lists={lists} onChange={onSearchChange} />
      <HeadlineNumbers query={summary} fiscalYears={lists.fiscalYears} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportCard
          title={t('dashboard.ageGroups')}
          note={t('dashboard.ageGroups.note')}
          query={ages}
          isEmpty={(d) => d.total === 0}
        >
          {(d) => <AgeGroupReport report={d} />}
        </ReportCard>
        <ReportCard
          title={t('dashboard.gender')}
          note={t('dashboard.graduation.note')}
          query={gender}
          isEmpty={(d) => d.total === 0}
        >
          {(d) => <GraduationGenderReport report={d} />}
        </ReportCard>
        <ReportCard
          title={t('dashboard.ethnicity')}
          note={t('dashboard.graduation.note')}
          query={ethnicity}
          isEmpty={(d) => !d.total}
        >
          {(d) => <GraduationEthnicityReport report={d} />}
        </ReportCard>
        <ReportCard
          title={t('dashboard.dropout')}
          note={t('dashboard.dropout.note')}
          query={dropout}
          isEmpty={(d) => d.totalEnrolled === 0}
        >
          {(d) => <DropoutReport report={d} />}
        </ReportCard>
        {series(
          t('dashboard.graduationSeries'),
          t('dashboard.graduationSeries.note'),
          graduationSeries,
        )}
        {series(t('dashboard.dropoutSeries'), t('dashboard.dropoutSeries.note'), dropoutSeries)}
      </SimpleGrid>
    </Stack>
  )
}

/** The lists behind the filters the role has; lists it cannot use are not fetched. */
export function useOptionLists(userId: number, allowed: readonly string[]): OptionLists {
  const o = filterOptionQueries(userId)
  const list = <T,>(query: UseQueryResult<T[]>) => query.data ?? []
  return {
    fiscalYears: list(useQuery(o.fiscalYears)),
    universities: list(useQuery({ ...o.universities, enabled: allowed.includes('university') })),
    faculties: list(useQuery({ ...o.faculties, enabled: allowed.includes('faculty') })),
    levels: list(useQuery({ ...o.levels, enabled: allowed.includes('level') })),
    programs: list(useQuery({ ...o.programs, enabled: allowed.includes('program') })),
    campuses: list(useQuery({ ...o.campuses, enabled: allowed.includes('campus') })),
  }
}
