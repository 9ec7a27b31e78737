import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/dashboard'
import { ChartFrame } from './chart-frame'
import { BarChart } from './charts/bar-chart'
import { FigureTable } from './figure-table'
import { formatCount } from './format'

type Report = components['schemas']['EthnicityReport']
type Row = Report['rows'][number]

export function GraduationEthnicityReport({ report }: { report: Report }) {
  const title = t('dashboard.ethnicity')
  const label = t('dashboard.col.count')
  return (
    <>
      <ChartFrame title={title} height={Math.max(160, report.rows.length * 28)}>
        <BarChart
          rows={report.rows}
          nameOf={(r) => r.ethnicGroupName}
          series={[{ name: 'count', label, color: 'grape.7' }]}
          across
        />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={report.rows}
        rowKey={(r) => r.ethnicGroupId ?? 0}
        footer={{
          ethnicGroupId: -1,
          ethnicGroupName: t('dashboard.col.total'),
          count: report.total,
        }}
        columns={[
          { label: t('dashboard.col.ethnicGroup'), cell: (r: Row) => r.ethnicGroupName },
          { label, numeric: true, cell: (r: Row) => formatCount(r.count) },
        ]}
      />
    </>
  )
}
