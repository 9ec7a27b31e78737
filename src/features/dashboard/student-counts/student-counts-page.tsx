// Student-summary Report and Students by District (decision 0240): the register counted on the
// server within the viewer's scope, drawn with the dashboard's pieces (filters, report card, lazy
// chart, figure table); every filter lives in the URL.
import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { categories, wordOf } from '../../../components/entity-view/person-options'
import { BothScripts } from '../../../components/names/both-scripts'
import { localName } from '../../../components/names/local-name'
import { t } from '../../../lib/i18n/counts'
import { levelOf, roleOf } from '../../../lib/session/role'
import { useSignedInUser } from '../../../lib/session/session-store'
import { ChartFrame } from '../chart-frame'
import { CACHE_MS, persistMeta } from '../dashboard-queries'
import { DashboardFilters } from '../dashboard-filters'
import { FigureTable, type Column } from '../figure-table'
import { formatCount } from '../format'
import { genderSeries } from '../gender-series'
import { BarChart } from '../charts/bar-chart'
import { ReportCard } from '../report-card'
import {
  countFiltersFor,
  countParams,
  groupings,
  statuses,
  type CountSearch,
  type Grouping,
} from './count-search'
import { provincesOf, rowsOf, sumOf, type CountReport, type CountRow } from './pivot'

export type CountsKind = 'summary' | 'district'
type Props = { kind: CountsKind; search: CountSearch; onSearchChange: (next: CountSearch) => void }

/** The chart shows this many groups at most (the largest); the table has every one. */
const CHART_GROUPS = 15

function countQuery(
  kind: CountsKind,
  search: CountSearch,
  level: ReturnType<typeof levelOf>,
  userId: number,
) {
  const params = countParams(search, level)
  const summary = { ...params, by: search.by ?? 'program' }
  const district = { ...params, provinceId: search.province }
  const query = kind === 'summary' ? summary : district
  return queryOptions<CountReport>({
    // The path first, as every dashboard key: the dashboard cache keeps it on the device.
    queryKey: [
      kind === 'summary' ? '/StudentReport/Summary' : '/StudentReport/ByDistrict',
      query,
      { userId },
    ],
    queryFn: async () =>
      kind === 'summary'
        ? data(await api.GET('/StudentReport/Summary', { params: { query: summary } }))
        : data(await api.GET('/StudentReport/ByDistrict', { params: { query: district } })),
    meta: persistMeta,
    gcTime: CACHE_MS,
  })
}

function data<T>(answer: { data?: T }): T {
  if (answer.data === undefined) throw new Error('The answer had no body')
  return answer.data
}

const provincesQuery = queryOptions({
  queryKey: ['/AdminUnit/Provinces'] as const,
  queryFn: async () => (await api.GET('/AdminUnit/Provinces')).data ?? [],
  staleTime: Infinity,
})

/** A group's name in the interface's script; students without one are "None". */
const nameOf = (g: { name: string | null; nameNe: string | null }) =>
  g.name === null && g.nameNe === null ? t('counts.none') : localName(g.name, g.nameNe)

/** The parts of a count page's route the screen uses: its validated search and navigation. */
type CountsRoute = {
  useSearch: () => CountSearch
  useNavigate: () => (options: { search: CountSearch }) => Promise<void>
}

/**
 * The screen of a count page's route, at any of its paths (section and root):
 * `component: () => <StudentCountsRoute kind="district" route={Route} />`.
 */
export function StudentCountsRoute({ kind, route }: { kind: CountsKind; route: CountsRoute }) {
  const navigate = route.useNavigate()
  return (
    <StudentCountsPage
      kind={kind}
      search={route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  )
}

function StudentCountsPage({ kind, search, onSearchChange }: Props) {
  const user = useSignedInUser()
  const level = levelOf(roleOf(user))
  const allowed = countFiltersFor(level)
  const provinces = useQuery({ ...provincesQuery, enabled: kind === 'district' })
  const by: Grouping = search.by ?? 'program'
  const groupWord = kind === 'summary' ? t(`counts.by.${by}`) : t('counts.district')
  const set = (next: Partial<CountSearch>) => onSearchChange({ ...search, ...next })
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>
          {kind === 'summary' ? t('counts.summary.title') : t('counts.district.title')}
        </Title>
        <Text c="dimmed">
          {kind === 'summary'
            ? t('counts.summary.intro', { group: groupWord })
            : t('counts.district.intro')}
        </Text>
      </div>
      <DashboardFilters
        allowed={allowed}
        search={search}
        userId={user.id}
        onChange={(next) => onSearchChange({ by: search.by, ...next })}
      >
        {/* In the filters' region, where a screen reader's landmarks find them. */}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="sm">
          {kind === 'summary' ? (
            <Select
              label={t('counts.by')}
              data={groupings.map((g) => ({ value: g, label: t(`counts.by.${g}`) }))}
              value={by}
              allowDeselect={false}
              onChange={(v) => set({ by: v ?? undefined })}
            />
          ) : (
            <Select
              label={t('counts.province')}
              placeholder={t('dashboard.filter.all')}
              data={(provinces.data ?? []).map((p) => ({
                value: String(p.id),
                label: nameOf({ name: p.nameEn, nameNe: p.nameNe }),
              }))}
              value={search.province ? String(search.province) : null}
              onChange={(v) => set({ province: v ? Number(v) : undefined })}
              clearable
            />
          )}
          <Select
            label={t('counts.status')}
            placeholder={t('counts.status.all')}
            data={statuses.map((s) => ({ value: s, label: t(`counts.status.${s}`) }))}
            value={search.status ?? null}
            onChange={(v) => set({ status: (v as CountSearch['status'] | null) ?? undefined })}
            clearable
          />
        </SimpleGrid>
      </DashboardFilters>
      <ReportCard
        title={t('counts.table', { group: groupWord })}
        options={countQuery(kind, search, level, user.id)}
        isEmpty={(d) => d.total === 0}
      >
        {(d) => (
          <CountFigures
            kind={kind}
            report={by === 'category' && kind === 'summary' ? withCategoryWords(d) : d}
            search={search}
            groupWord={groupWord}
          />
        )}
      </ReportCard>
    </Stack>
  )
}

const categoryLabel = wordOf(categories)
/** A report by UGC category names each group by its code: worded here, in the chosen language. */
const withCategoryWords = (report: CountReport): CountReport => ({
  ...report,
  groups: report.groups.map((g) => ({ ...g, name: g.name && categoryLabel(g.name) })),
})

function CountFigures({
  kind,
  report,
  search,
  groupWord,
}: {
  kind: CountsKind
  report: CountReport
  search: CountSearch
  groupWord: string
}) {
  const rows = rowsOf(report, search.status)
  const chartRows =
    kind === 'district'
      ? provincesOf(rows)
      : [...rows].sort((a, b) => b.total - a.total).slice(0, CHART_GROUPS)
  const chartTitle =
    kind === 'district'
      ? t('counts.chart.provinces')
      : t('counts.chart.groups', { group: groupWord })
  // By district, each province's districts then its subtotal.
  const tableRows =
    kind === 'district'
      ? provincesOf(rows).flatMap((p) => [
          ...rows.filter((r) => (r.group.provinceId ?? null) === p.group.id),
          {
            ...p,
            group: {
              ...p.group,
              name: t('counts.provinceTotal', { province: nameOf(p.group) }),
              nameNe: null,
            },
          },
        ])
      : rows
  const columns: Column<CountRow>[] = [
    {
      label: kind === 'district' ? t('counts.district') : groupWord,
      cell: (r) =>
        r.key.startsWith('province-') ? (
          <strong>{r.group.name}</strong>
        ) : r.group.name !== null && r.group.nameNe ? (
          <BothScripts latin={r.group.name} devanagari={r.group.nameNe} />
        ) : (
          nameOf(r.group)
        ),
    },
    ...genderSeries.map((g) => ({
      label: g.label,
      numeric: true,
      cell: (r: CountRow) => formatCount(r[g.name]),
    })),
    { label: t('dashboard.col.total'), numeric: true, cell: (r) => formatCount(r.total) },
    ...statuses.map((s) => ({
      label: t(`counts.status.${s}`),
      numeric: true,
      cell: (r: CountRow) => formatCount(r.byStatus[s]),
    })),
  ]
  return (
    <>
      <Group gap="xs">
        <Text fw={600}>
          {t('counts.total', { n: formatCount(rowsOf(report).reduce((n, r) => n + r.total, 0)) })}
        </Text>
        {kind === 'summary' && rows.length > CHART_GROUPS && (
          <Text size="sm" c="dimmed">
            {t('counts.topNote', { n: formatCount(CHART_GROUPS) })}
          </Text>
        )}
      </Group>
      <ChartFrame title={chartTitle} height={Math.max(160, chartRows.length * 34)}>
        <BarChart
          rows={chartRows}
          nameOf={(r) => nameOf(r.group)}
          series={genderSeries}
          stacked
          across
        />
      </ChartFrame>
      <Text size="sm" c="dimmed">
        {t('counts.columnsNote')}
      </Text>
      <FigureTable
        label={t('counts.table', { group: groupWord })}
        columns={columns}
        rows={tableRows}
        rowKey={(r) => r.key}
        footer={sumOf(rows, { id: null, name: t('dashboard.col.total'), nameNe: null })}
      />
    </>
  )
}
