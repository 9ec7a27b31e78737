import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { genderSeries } from '../gender-series'

/** Bars of rows counted by gender (`male`, `female`, `other`), stacked: age groups, posts, degrees. */
export function GenderBarChart<R extends Record<'male' | 'female' | 'other', number>>({
  rows,
  dataKey,
}: {
  rows: R[]
  dataKey: keyof R & string
}) {
  return (
    <BarChart
      h={220}
      data={rows}
      dataKey={dataKey}
      type="stacked"
      series={genderSeries.map(({ name, label, color }) => ({ name, label, color }))}
      withLegend
    />
  )
}
