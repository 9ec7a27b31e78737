import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/dashboard'
import { ChartFrame } from './chart-frame'
import { BarChart } from './charts/bar-chart'
import { FigureTable } from './figure-table'
import { formatCount, formatRate } from './format'

type Report = components['schemas']['DropoutReport']
type Row = Report['rows'][number] & { label: string }

/**
 * Levels of several universities can share a name ("Bachelor"): then each is followed by its
 * university's short name, in the table and on the chart's axis alike.
 */
export function labelLevels(report: Report): Row[] {
  const universities = new Set(report.rows.map((r) => r.universityShortName).filter(Boolean))
  return report.rows.map((r) => ({
    ...r,
    label:
      universities.size > 1 && r.universityShortName
        ? `${r.levelName} (${r.universityShortName})`
        : r.levelName,
  }))
}

export function DropoutReport({ report }: { report: Report }) {
  const title = t('dashboard.dropout')
  const rows = labelLevels(report)
  const total: Row = {
    levelId: 0,
    universityShortName: null,
    levelName: t('dashboard.col.total'),
    label: t('dashboard.col.total'),
    enrolled: report.totalEnrolled,
    dropouts: report.totalDropouts,
    dropoutRate: report.totalEnrolled
      ? Math.round((report.totalDropouts / report.totalEnrolled) * 10000) / 100
      : 0,
  }
  return (
    <>
      <ChartFrame title={title} height={220}>
        <BarChart
          rows={rows}
          nameOf={(r) => r.label}
          series={[
            { name: 'enrolled', label: t('dashboard.col.enrolled'), color: 'indigo.7' },
            { name: 'dropouts', label: t('dashboard.col.dropouts'), color: 'orange.8' },
          ]}
        />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={rows}
        rowKey={(r) => r.levelId}
        footer={total}
        columns={[
          { label: t('dashboard.col.level'), cell: (r) => r.label },
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
