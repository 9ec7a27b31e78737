import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import type { components } from '../../../../common/schema.gen'
import { genderSeries } from '../gender-series'

type Report = components['schemas']['AgeGroupReport']

export function AgeGroupChart({ report }: { report: Report }) {
  return (
    <BarChart
      h={220}
      data={report.rows}
      dataKey="ageGroup"
      type="stacked"
      series={genderSeries.map(({ name, label, color }) => ({ name, label, color }))}
      withLegend
    />
  )
}
