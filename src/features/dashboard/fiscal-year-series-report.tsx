import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/dashboard'
import { ChartFrame } from './chart-frame'
import { LineChart } from './charts/line-chart'
import { FigureTable } from './figure-table'
import { useFiscalYears } from './filter-option-queries'
import { FiscalYearLabel } from './fiscal-year-label'
import { formatCount } from './format'
import { genderSeries } from './gender-series'

type Report = components['schemas']['FiscalYearSeries']
type Row = Report['rows'][number]

/** Graduates or dropouts per fiscal year (the two calls share one shape). */
export function FiscalYearSeriesReport({
  title,
  report,
  userId,
}: {
  title: string
  report: Report
  userId: number
}) {
  const fiscalYears = useFiscalYears(userId)
  return (
    <>
      <ChartFrame title={title} height={200}>
        <LineChart rows={report.rows} nameOf={(r) => r.fiscalYear} series={genderSeries} />
      </ChartFrame>
      <FigureTable
        label={title}
        rows={report.rows}
        rowKey={(r) => r.fiscalYearId}
        columns={[
          {
            label: t('dashboard.col.fiscalYear'),
            cell: (r: Row) => <FiscalYearLabel name={r.fiscalYear} fiscalYears={fiscalYears} />,
          },
          ...genderSeries.map((g) => ({
            label: g.label,
            numeric: true,
            cell: (r: Row) => formatCount(r[g.name]),
          })),
          {
            label: t('dashboard.col.total'),
            numeric: true,
            cell: (r: Row) => formatCount(r.total),
          },
        ]}
      />
    </>
  )
}
