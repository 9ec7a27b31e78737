import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { genderSeries } from '../gender-series'

/** Groups (programs, districts, provinces …) as horizontal bars stacked by gender. */
export function CountChart({
  data,
}: {
  data: { label: string; male: number; female: number; other: number }[]
}) {
  return (
    <BarChart
      h={Math.max(160, data.length * 30)}
      data={data}
      dataKey="label"
      type="stacked"
      orientation="vertical"
      yAxisProps={{ width: 150 }}
      series={genderSeries.map(({ name, label, color }) => ({ name, label, color }))}
      withLegend
    />
  )
}
