import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import type { components } from '../../../../common/schema.gen'

type Report = components['schemas']['EthnicityReport']

export function EthnicityChart({ report, label }: { report: Report; label: string }) {
  return (
    <BarChart
      h={Math.max(160, report.rows.length * 28)}
      data={report.rows}
      dataKey="ethnicGroupName"
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      series={[{ name: 'count', label, color: 'grape.7' }]}
    />
  )
}
