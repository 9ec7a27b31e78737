import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import type { components } from '../../../../common/schema.gen'
import { t } from '../../../lib/i18n/dashboard'

type Row = components['schemas']['DropoutReport']['rows'][number] & { label: string }

export function DropoutChart({ rows }: { rows: Row[] }) {
  return (
    <BarChart
      h={220}
      data={rows}
      dataKey="label"
      withLegend
      series={[
        { name: 'enrolled', label: t('dashboard.col.enrolled'), color: 'indigo.7' },
        { name: 'dropouts', label: t('dashboard.col.dropouts'), color: 'orange.8' },
      ]}
    />
  )
}
