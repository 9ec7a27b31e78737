import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import type { components } from '../../../api/schema.gen'
import { t } from '../../../lib/i18n/t'

type Report = components['schemas']['DropoutReport']

export function DropoutChart({ report }: { report: Report }) {
  return (
    <BarChart
      h={220}
      data={report.rows}
      dataKey="levelName"
      withLegend
      series={[
        { name: 'enrolled', label: t('dashboard.col.enrolled'), color: 'indigo.7' },
        { name: 'dropouts', label: t('dashboard.col.dropouts'), color: 'orange.8' },
      ]}
    />
  )
}
