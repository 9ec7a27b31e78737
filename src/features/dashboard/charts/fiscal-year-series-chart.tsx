import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import type { components } from '../../../../common/schema.gen'
import { genderSeries } from '../gender-series'

type Report = components['schemas']['FiscalYearSeries']

export function FiscalYearSeriesChart({ report }: { report: Report }) {
  return (
    <LineChart
      h={200}
      data={report.rows}
      dataKey="fiscalYear"
      withLegend
      series={genderSeries.map(({ name, label, color }) => ({ name, label, color }))}
    />
  )
}
