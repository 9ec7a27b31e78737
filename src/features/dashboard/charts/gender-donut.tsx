import '@mantine/charts/styles.css'
import { DonutChart } from '@mantine/charts'
import { formatCount } from '../format'

export function GenderDonut({
  slices,
  total,
}: {
  slices: { name: string; value: number; color: string }[]
  total: number
}) {
  return (
    <DonutChart
      mx="auto"
      size={160}
      thickness={28}
      withTooltip
      chartLabel={formatCount(total)}
      data={slices}
    />
  )
}
