import type { components } from '../../api/schema.gen'
import { t } from '../../lib/i18n/t'
import { ChartFrame } from './chart-frame'
import { FigureTable } from './figure-table'
import { formatCount, formatRate } from './format'
import { DropoutChart } from './lazy-charts'

type Report = components['schemas']['DropoutReport']
type Row = Report['rows'][number]

export function DropoutReport({ report }: { report: Report }) {
  const title = t('dashboard.dropout')
  const total: Row = {
    levelId: 0,
    levelName: t('dashboard.col.total'),
    enrolled: report.totalEnrolled,
    dropouts: report.totalDropouts,
    dropoutRate: report.totalEnrolled
      ? Math.round((report.totalDropouts / report.totalEnrolled) * 10000) / 100
      : 0,
  }
  return (
    <>
      <ChartFrame title={title} height={220}>
        <DropoutChart report={report} />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={report.rows}
        rowKey={(r) => r.levelId}
        footer={total}
        columns={[
          { label: t('dashboard.col.level'), cell: (r) => r.levelName },
          {
            label: t('dashboard.col.enrolled'),
            numeric: true,
            cell: (r) => formatCount(r.enrolled),
          },
          {
            label: t('dashboard.col.dropouts'),
            numeric: true,
            cell: (r) => formatCount(r.dropouts),
          },
          { label: t('dashboard.col.rate'), numeric: true, cell: (r) => formatRate(r.dropoutRate) },
        ]}
      />
    </>
  )
}
