import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/dashboard'
import { ChartFrame } from './chart-frame'
import { DonutChart } from './charts/donut-chart'
import { FigureTable } from './figure-table'
import { formatCount } from './format'
import { genderSeries } from './gender-series'

type Report = components['schemas']['GenderReport']
type Row = { label: string; count: number }

export function GraduationGenderReport({ report }: { report: Report }) {
  const title = t('dashboard.gender')
  const rows: Row[] = genderSeries.map((g) => ({
    label: g.label,
    count: report.rows.find((r) => r.gender === g.name)?.count ?? 0,
  }))
  return (
    <>
      <ChartFrame title={title} height={170}>
        <DonutChart
          total={report.total}
          slices={genderSeries.map((g, i) => ({
            label: g.label,
            value: rows[i]!.count,
            color: g.color,
          }))}
        />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={rows}
        rowKey={(r) => r.label}
        footer={{ label: t('dashboard.col.total'), count: report.total }}
        columns={[
          { label: t('dashboard.col.gender'), cell: (r) => r.label },
          { label: t('dashboard.col.count'), numeric: true, cell: (r) => formatCount(r.count) },
        ]}
      />
    </>
  )
}
