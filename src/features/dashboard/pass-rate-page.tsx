// The Pass rate area's report pages (decision 0223): one fiscal year's appeared and passed students
// beside the year before's, by class, by gender and category, or by exam, in the viewer's scope.
// Each table is exported through the lists' Export menu; the figures are kept on the device.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { components } from '../../../common/schema.gen'
import { ugcCategories } from '../../../common/ugc-categories'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { Lookup } from '../../components/entity-view/entity-view'
import { text } from '../../components/entity-view/list-rules'
import { categories, wordOf } from '../../components/entity-view/person-options'
import { periodOf } from '../../components/entity-view/term-fields'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/dashboard'
import { t as tn } from '../../lib/i18n/navigation'
import { levelOf, roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'
import { DashboardFilters } from './dashboard-filters'
import { passRateQuery } from './dashboard-queries'
import { FigureTable } from './figure-table'
import { useFiscalYears } from './filter-option-queries'
import { genderSeries } from './gender-series'
import {
  changeOf,
  classFigures,
  rateOf,
  totalOf,
  type ClassFigures,
  type Counts,
} from './pass-rate-figures'
import { ReportCard } from './report-card'
import type { PassRateSearch } from './report-search'
import { TableExport, tableOf, type TableColumn } from './report-table'

type PassRate = components['schemas']['PassRate']
type ExamRow = PassRate['exams'][number]
/** What a page shows: by class, appeared or passed by gender and category, or by exam. */
export type PassRateView = 'class' | 'appeared' | 'passed' | 'exam'

const headings: Record<PassRateView, Parameters<typeof tn>[0]> = {
  exam: 'page.examAppeared',
  class: 'page.studentAppeared',
  appeared: 'page.studentAppear',
  passed: 'page.studentPassed',
}
/** The cached lists the tables name their rows from: programs, exams, campuses (terms are the catalogue's). */
const namedLists = ['program', 'campusOption'] as const

/** A rate or a change to one decimal, as a number for exports; null when there is none. */
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10)
const shown = (n: number | null, signed = false) =>
  n === null
    ? '—'
    : `${signed && n > 0 ? '+' : ''}${formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`

/** The table's screen columns, with rates and changes to one decimal (and a sign) or a dash. */
function screenOf<R>(columns: TableColumn<R>[], decimals: string[], signed: string[] = []) {
  const table = tableOf(columns)
  return {
    ...table,
    screen: table.screen.map((c, i) => {
      const col = columns[i]!
      return decimals.includes(col.key)
        ? {
            ...c,
            cell: (r: R) => shown(col.value(r) as number | null, signed.includes(col.key)),
          }
        : c
    }),
  }
}

const className = (lookup: Lookup) => (r: ClassFigures) =>
  r.programId === null
    ? t('dashboard.col.total')
    : [
        text(lookup('program', r.programId)?.programName) || String(r.programId),
        periodOf(r as unknown as Json),
      ]
        .filter(Boolean)
        .join(' · ')

const classColumn = (lookup: Lookup): TableColumn<ClassFigures> => ({
  key: 'class',
  label: t('passRate.col.class'),
  value: className(lookup),
})

/** By class: appeared, passed and the rate, last year's rate and the change. */
function byClass(lookup: Lookup, previous: string) {
  return screenOf<ClassFigures>(
    [
      classColumn(lookup),
      {
        key: 'appeared',
        label: t('passRate.col.appeared'),
        numeric: true,
        value: (r) => r.now.appeared,
      },
      { key: 'passed', label: t('passRate.col.passed'), numeric: true, value: (r) => r.now.passed },
      {
        key: 'rate',
        label: t('passRate.col.rate'),
        numeric: true,
        value: (r) => oneDecimal(rateOf(r.now)),
      },
      {
        key: 'previous',
        label: t('passRate.col.previousRate', { year: previous }),
        numeric: true,
        value: (r) => oneDecimal(rateOf(r.before)),
      },
      {
        key: 'change',
        label: t('passRate.col.change'),
        numeric: true,
        value: (r) => oneDecimal(changeOf(r.now, r.before)),
      },
      {
        key: 'source',
        label: t('passRate.col.source'),
        value: (r) => r.sources.map((s) => t(`passRate.source.${s}`)).join(', '),
      },
    ],
    ['rate', 'previous', 'change'],
    ['change'],
  )
}

/** Appeared or passed by gender and by category; the passed table ends with the rate. */
function byGroup(lookup: Lookup, measure: 'appeared' | 'passed') {
  const of = (c: Counts | undefined) => c?.[measure] ?? 0
  const columns: TableColumn<ClassFigures>[] = [
    classColumn(lookup),
    ...genderSeries.map((g) => ({
      key: g.name,
      label: g.label,
      numeric: true,
      value: (r: ClassFigures) => of(r.byGender[g.name]),
    })),
    { key: 'total', label: t('dashboard.col.total'), numeric: true, value: (r) => of(r.now) },
    ...ugcCategories.map((c) => ({
      key: c,
      label: wordOf(categories)(c),
      numeric: true,
      value: (r: ClassFigures) => of(r.byCategory[c]),
    })),
  ]
  if (measure === 'passed') {
    columns.push({
      key: 'rate',
      label: t('passRate.col.rate'),
      numeric: true,
      value: (r) => oneDecimal(rateOf(r.now)),
    })
  }
  return screenOf(columns, ['rate'])
}

/** By exam: each published final exam of the year. */
function byExam(examLabel: (id: number) => string, campusName: (id: number) => string) {
  return screenOf<ExamRow>(
    [
      { key: 'exam', label: t('passRate.col.exam'), value: (r) => examLabel(r.examId) },
      { key: 'campus', label: t('passRate.col.campus'), value: (r) => campusName(r.campusId) },
      {
        key: 'appeared',
        label: t('passRate.col.appeared'),
        numeric: true,
        value: (r) => r.appeared,
      },
      { key: 'passed', label: t('passRate.col.passed'), numeric: true, value: (r) => r.passed },
      {
        key: 'rate',
        label: t('passRate.col.rate'),
        numeric: true,
        value: (r) => oneDecimal(rateOf(r)),
      },
    ],
    ['rate'],
  )
}

/** The headline: this year's rate with its numerator and denominator, last year's and the change. */
function Headline({
  total,
  year,
  previous,
}: {
  total: ClassFigures
  year: string
  previous: string
}) {
  const figure = (label: string, value: string, detail?: string) => (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {detail && <Text size="sm">{detail}</Text>}
    </Paper>
  )
  const ofAppeared = (c: Counts) =>
    t('passRate.ofAppeared', { passed: formatNumber(c.passed), appeared: formatNumber(c.appeared) })
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {figure(
        t('passRate.rateIn', { year }),
        `${shown(rateOf(total.now))} %`,
        ofAppeared(total.now),
      )}
      {figure(
        t('passRate.rateIn', { year: previous }),
        total.before.appeared ? `${shown(rateOf(total.before))} %` : '—',
        total.before.appeared ? ofAppeared(total.before) : t('passRate.noneBefore'),
      )}
      {figure(
        t('passRate.change'),
        shown(oneDecimal(changeOf(total.now, total.before)), true),
        t('passRate.points'),
      )}
    </SimpleGrid>
  )
}

function Figures({
  view,
  report,
  lookup,
  year,
  previous,
  examLabel,
  title,
}: {
  view: PassRateView
  report: PassRate
  lookup: Lookup
  year: string
  previous: string
  examLabel: (id: number) => string
  title: string
}) {
  const rows = classFigures(report).filter((r) => r.now.appeared > 0 || view === 'class')
  const total = totalOf(classFigures(report))
  if (view === 'exam') {
    const table = byExam(
      examLabel,
      (id) => text(lookup('campusOption', id)?.campusName) || String(id),
    )
    const sum = report.exams.reduce(
      (s, e) => ({ ...s, appeared: s.appeared + e.appeared, passed: s.passed + e.passed }),
      { examId: 0, campusId: 0, appeared: 0, passed: 0 },
    )
    const withTotal = (r: ExamRow) =>
      r.examId === 0 ? t('dashboard.col.total') : examLabel(r.examId)
    const screen = table.screen.map((c, i) =>
      i === 0
        ? { ...c, cell: withTotal }
        : i === 1
          ? { ...c, cell: (r: ExamRow) => (r.examId ? c.cell(r) : '') }
          : c,
    )
    return (
      <>
        <FigureTable
          label={title}
          rows={report.exams}
          rowKey={(r) => r.examId}
          footer={sum}
          columns={screen}
        />
        <TableExport title={title} rows={report.exams} table={table} module="exams" />
      </>
    )
  }
  const table = view === 'class' ? byClass(lookup, previous) : byGroup(lookup, view)
  return (
    <>
      <Headline total={total} year={year} previous={previous} />
      <FigureTable
        label={title}
        rows={rows}
        rowKey={(r) => r.key}
        footer={total}
        columns={table.screen}
      />
      <TableExport title={title} rows={[...rows, total]} table={table} module="exams" />
    </>
  )
}

/** A page of the Pass rate area, for the filters in the URL (fiscal year, university, campus). */
export function PassRatePage({
  view,
  search,
  onSearchChange,
  examLabel,
}: {
  view: PassRateView
  search: PassRateSearch
  onSearchChange: (next: PassRateSearch) => void
  /** How an exam is named (its type, program, term and year): the Exam area's, handed in by the route. */
  examLabel?: (exam: Json | undefined, lookup: Lookup) => string
}) {
  const user = useSignedInUser()
  const level = levelOf(roleOf(user))
  const scope =
    level === 'commission'
      ? (['university', 'campus'] as const)
      : level === 'university'
        ? (['campus'] as const)
        : ([] as const)
  const fiscalYears = useFiscalYears(user.id)
  // The current fiscal year until another is chosen; the newest when none is marked current.
  const fiscalYear =
    search.fiscalYear ?? (fiscalYears.find((f) => f.isCurrent) ?? fiscalYears[0])?.id
  const mine = { fiscalYear, ...Object.fromEntries(scope.map((name) => [name, search[name]])) }
  const lookup = useLookup(useCachedLists(['exam', 'examType', 'fiscalYear', ...namedLists]))
  const yearName = (id: number | null | undefined) =>
    fiscalYears.find((f) => f.id === id)?.name ?? (id ? String(id) : '')
  const heading = tn(headings[view])
  const title = `${heading}: ${yearName(fiscalYear)}`
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <Text size="sm" c="dimmed">
        {t('passRate.note')}
      </Text>
      <DashboardFilters
        allowed={['fiscalYear', ...scope]}
        search={mine}
        userId={user.id}
        onChange={(next) =>
          onSearchChange({
            fiscalYear: next.fiscalYear,
            university: next.university,
            campus: next.campus,
          })
        }
      />
      {fiscalYear === undefined ? (
        <Text>{t('passRate.noFiscalYear')}</Text>
      ) : (
        <ReportCard
          title={t(`passRate.title.${view}`)}
          note={t(`passRate.note.${view}`)}
          options={passRateQuery({ ...mine, fiscalYear }, user.id)}
          isEmpty={(r) => (view === 'exam' ? !r.exams.length : !r.classes.length)}
        >
          {(r) => (
            <Figures
              view={view}
              report={r}
              lookup={lookup}
              year={yearName(r.fiscalYearId)}
              previous={yearName(r.previousFiscalYearId) || t('passRate.noPrevious')}
              examLabel={(id) => examLabel?.(lookup('exam', id), lookup) || String(id)}
              title={title}
            />
          )}
        </ReportCard>
      )}
    </Stack>
  )
}

/** The parts of a pass-rate route the page uses: its validated search and navigation. */
type PassRateRoute = {
  useSearch: () => PassRateSearch
  useNavigate: () => (options: { search: PassRateSearch }) => Promise<void>
}

/** A pass-rate route's screen: `component: () => <PassRateRoute route={Route} view="class" />`. */
export function PassRateRoute({
  route,
  ...page
}: { route: PassRateRoute } & Omit<
  Parameters<typeof PassRatePage>[0],
  'search' | 'onSearchChange'
>) {
  const navigate = route.useNavigate()
  return (
    <PassRatePage
      {...page}
      search={route.useSearch()}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  )
}
