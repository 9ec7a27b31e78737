// The HEMIS Reports menu's Teaching and Non-Teaching Staff Summaries (decision 0230): working staff
// in all (appointments, people and full-time equivalent, decision 0323), by post (with gender, UGC
// category and appointment type), by qualification, and for teachers the student–teacher ratio per
// faculty over full-time equivalent, in the viewer's scope; each table a chart's text alternative
// and exported through the lists' Export menu.
import { SimpleGrid, Stack, Title } from '@mantine/core'
import type { components } from '../../../common/schema.gen'
import { ugcCategories } from '../../../common/ugc-categories'
import { categories, wordOf } from '../../components/entity-view/person-options'
import { t } from '../../lib/i18n/dashboard'
import { t as te } from '../../lib/i18n/employees'
import { t as tn } from '../../lib/i18n/navigation'
import { levelOf, roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import { ChartFrame } from './chart-frame'
import { BarChart } from './charts/bar-chart'
import { DashboardFilters } from './dashboard-filters'
import { staffSummaryQuery } from './dashboard-queries'
import { FigureTable } from './figure-table'
import { formatCount, formatRate } from './format'
import { genderSeries } from './gender-series'
import { ReportCard } from './report-card'
import { TableExport, tableOf, type TableColumn } from './report-table'
import type { StaffSummarySearch } from './report-search'

type Summary = components['schemas']['StaffSummary']
type StaffType = 'teaching' | 'non-teaching'
/** A table row: its label and its counts (genders, `total`, categories, appointment types). */
type Row = { key: string; label: string; n: Record<string, number> }

const appointments = ['permanent', 'contract', 'part-time', 'visiting'] as const
const degrees = ['phd', 'mphil', 'master', 'bachelor', 'below'] as const
const categoryLabel = wordOf(categories)
const zero = () => ({ male: 0, female: 0, other: 0, total: 0 }) as Record<string, number>

/** Adds `count` to a row's gender, its total and each other key named. */
function add(row: Row, gender: 'male' | 'female' | 'other', count: number, keys: string[]) {
  for (const k of [gender, 'total', ...keys]) row.n[k] = (row.n[k] ?? 0) + count
}

/** One row per post (rank order, as the API sends): genders, categories, appointment types. */
export function postRows(summary: Summary): Row[] {
  const rows = new Map<number, Row>()
  for (const c of summary.cells) {
    const row = rows.get(c.postId) ?? { key: String(c.postId), label: c.postName, n: zero() }
    rows.set(c.postId, row)
    add(row, c.gender, c.count, [c.category, c.appointmentType])
  }
  return [...rows.values()]
}

export function qualificationRows(summary: Summary): Row[] {
  return degrees.map((d) => {
    const row: Row = { key: d, label: te(`degree.${d}`), n: zero() }
    for (const q of summary.byQualification.filter((q) => q.qualification === d))
      add(row, q.gender, q.count, [])
    return row
  })
}

const totalOf = (rows: Row[]): Row => {
  const total: Row = { key: 'total', label: t('dashboard.col.total'), n: zero() }
  for (const r of rows) for (const [k, n] of Object.entries(r.n)) total.n[k] = (total.n[k] ?? 0) + n
  return total
}

/** Rows as the gender chart reads them. */
const chartRows = (rows: Row[]) =>
  rows.map((r) => ({
    label: r.label,
    male: r.n.male ?? 0,
    female: r.n.female ?? 0,
    other: r.n.other ?? 0,
  }))

const countColumn = (key: string, label: string): TableColumn<Row> => ({
  key,
  label,
  numeric: true,
  value: (r) => r.n[key] ?? 0,
})

const genderColumns = () => [
  ...genderSeries.map((g) => countColumn(g.name, g.label)),
  countColumn('total', t('dashboard.col.total')),
]

/** A count table by gender (posts, qualifications): its chart, the table with its total, export. */
function CountReport({
  title,
  rows,
  table,
}: {
  title: string
  rows: Row[]
  table: ReturnType<typeof tableOf<Row>>
}) {
  return (
    <>
      <ChartFrame title={title} height={220}>
        <BarChart rows={chartRows(rows)} nameOf={(r) => r.label} series={genderSeries} stacked />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={rows}
        rowKey={(r) => r.key}
        footer={totalOf(rows)}
        columns={table.screen}
      />
      <TableExport title={title} rows={[...rows, totalOf(rows)]} table={table} />
    </>
  )
}

function PostReport({ summary, title }: { summary: Summary; title: string }) {
  const rows = postRows(summary)
  const table = tableOf<Row>([
    { key: 'label', label: t('staff.col.post'), value: (r) => r.label },
    ...genderColumns(),
    ...ugcCategories.map((c) => countColumn(c, categoryLabel(c))),
    ...appointments.map((a) => countColumn(a, te(`appointmentType.${a}`))),
  ])
  return <CountReport title={title} rows={rows} table={table} />
}

function QualificationReport({ summary, title }: { summary: Summary; title: string }) {
  const rows = qualificationRows(summary)
  const table = tableOf<Row>([
    { key: 'label', label: t('staff.col.qualification'), value: (r) => r.label },
    ...genderColumns(),
  ])
  return <CountReport title={title} rows={rows} table={table} />
}

type RatioRow = Summary['ratios'][number]

function RatioReport({ summary, title }: { summary: Summary; title: string }) {
  const rows = summary.ratios
  const faculty = (r: RatioRow) => {
    const name = r.facultyName ?? t('staff.noFaculty')
    return r.universityShortName ? `${name} (${r.universityShortName})` : name
  }
  const table = tableOf<RatioRow>([
    { key: 'faculty', label: t('dashboard.filter.faculty'), value: faculty },
    {
      key: 'level',
      label: t('dashboard.col.level'),
      value: (r) =>
        r.teachers !== null ? t('staff.allLevels') : (r.levelName ?? t('staff.noLevel')),
    },
    { key: 'students', label: t('staff.col.students'), numeric: true, value: (r) => r.students },
    { key: 'teachers', label: t('staff.col.teachers'), numeric: true, value: (r) => r.teachers },
    { key: 'ratio', label: t('staff.col.ratio'), numeric: true, value: (r) => r.ratio },
  ])
  const total: RatioRow = {
    facultyId: null,
    facultyName: t('dashboard.col.total'),
    universityShortName: null,
    levelId: null,
    levelName: null,
    students: summary.students,
    teachers: summary.fte,
    ratio: summary.ratio,
  }
  const screen = table.screen.map((c, i) =>
    i === 4 ? { ...c, cell: (r: RatioRow) => (r.ratio === null ? '—' : formatRate(r.ratio)) } : c,
  )
  return (
    <>
      <FigureTable
        label={title}
        rows={rows}
        rowKey={(r) => `${r.facultyId}-${r.levelId}-${r.teachers === null}`}
        footer={total}
        columns={screen}
      />
      <TableExport title={title} rows={[...rows, total]} table={table} />
    </>
  )
}

/** The page of one staff type, for the filters in the URL (university, campus) the role may use. */
export function StaffSummaryPage({
  type,
  search,
  onSearchChange,
}: {
  type: StaffType
  search: StaffSummarySearch
  onSearchChange: (next: StaffSummarySearch) => void
}) {
  const user = useSignedInUser()
  const level = levelOf(roleOf(user))
  const allowed =
    level === 'commission'
      ? (['university', 'campus'] as const)
      : level === 'university'
        ? (['campus'] as const)
        : ([] as const)
  const mine = Object.fromEntries(allowed.map((name) => [name, search[name]]))
  const summary = staffSummaryQuery(type, mine, user.id)
  const heading =
    type === 'teaching' ? tn('menu.teachingStaffSummary') : tn('menu.nonTeachingStaffSummary')
  const card = (title: string, note: string, body: (s: Summary) => React.ReactNode) => (
    <ReportCard title={title} note={note} options={summary} isEmpty={(s) => s.total === 0}>
      {body}
    </ReportCard>
  )
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      {allowed.length > 0 && (
        <DashboardFilters
          allowed={allowed}
          search={mine}
          userId={user.id}
          onChange={(next) => onSearchChange({ university: next.university, campus: next.campus })}
        />
      )}
      {card(t('staff.inAll'), t('staff.inAll.note'), (s) => (
        <FigureTable
          label={t('staff.inAll')}
          rows={[s]}
          rowKey={() => 'all'}
          columns={[
            {
              label: t('staff.col.appointments'),
              numeric: true,
              cell: (r) => formatCount(r.total),
            },
            { label: t('staff.col.people'), numeric: true, cell: (r) => formatCount(r.headcount) },
            { label: t('staff.col.fte'), numeric: true, cell: (r) => formatCount(r.fte) },
          ]}
        />
      ))}
      {card(t('staff.byPost'), t('staff.byPost.note'), (s) => (
        <PostReport summary={s} title={`${heading}: ${t('staff.byPost')}`} />
      ))}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {card(t('staff.byQualification'), t('staff.byQualification.note'), (s) => (
          <QualificationReport summary={s} title={`${heading}: ${t('staff.byQualification')}`} />
        ))}
        {card(
          type === 'teaching' ? t('staff.ratio') : t('staff.supportRatio'),
          type === 'teaching' ? t('staff.ratio.note') : t('staff.supportRatio.note'),
          (s) =>
            type === 'teaching' ? (
              <RatioReport summary={s} title={`${heading}: ${t('staff.ratio')}`} />
            ) : (
              <FigureTable
                label={t('staff.supportRatio')}
                rows={[s]}
                rowKey={() => 'all'}
                columns={[
                  {
                    label: t('staff.col.students'),
                    numeric: true,
                    cell: (r) => formatCount(r.students),
                  },
                  { label: t('staff.col.staff'), numeric: true, cell: (r) => formatCount(r.fte) },
                  {
                    label: t('staff.col.perStaff'),
                    numeric: true,
                    cell: (r) => (r.ratio === null ? '—' : formatRate(r.ratio)),
                  },
                ]}
              />
            ),
        )}
      </SimpleGrid>
    </Stack>
  )
}
