import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/dashboard'
import { ChartFrame } from './chart-frame'
import { BarChart } from './charts/bar-chart'
import { FigureTable } from './figure-table'
import { formatCount } from './format'
import { genderSeries } from './gender-series'

type Report = components['schemas']['AgeGroupReport']
type Row = Report['rows'][number]

/**
 * The API's age band in the reader's language, its ages in the reader's digits: the two open ones
 * worded around the age the band itself names (the server's, one source), the ranges as they are.
 */
export function ageBand(band: string) {
  const below = /^Below (\d+)$/.exec(band)
  if (below) return t('dashboard.age.below20', { age: Number(below[1]) })
  const from = /^(\d+) and above$/.exec(band)
  if (from) return t('dashboard.age.35plus', { age: Number(from[1]) })
  return band.replace(/\d+/g, (n) => formatCount(Number(n)))
}

export function AgeGroupReport({ report }: { report: Report }) {
  const title = t('dashboard.ageGroups')
  const total: Row = { ...sum(report.rows), ageGroup: t('dashboard.col.total') as Row['ageGroup'] }
  return (
    <>
      <ChartFrame title={title} height={220}>
        <BarChart
          rows={report.rows}
          nameOf={(r) => ageBand(r.ageGroup)}
          series={genderSeries}
          stacked
        />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={report.rows}
        rowKey={(r) => r.ageGroup}
        footer={total}
        columns={[
          { label: t('dashboard.col.ageGroup'), cell: (r) => ageBand(r.ageGroup) },
          ...genderSeries.map((g) => ({
            label: g.label,
            numeric: true,
            cell: (r: Row) => formatCount(r[g.name]),
          })),
          { label: t('dashboard.col.total'), numeric: true, cell: (r) => formatCount(r.total) },
        ]}
      />
    </>
  )
}

function sum(rows: Row[]) {
  return rows.reduce(
    (n, r) => ({
      male: n.male + r.male,
      female: n.female + r.female,
      other: n.other + r.other,
      total: n.total + r.total,
    }),
    { male: 0, female: 0, other: 0, total: 0 },
  )
}
