import { Stack, Text, Title } from '@mantine/core'
import { t } from '../../lib/i18n/t'

/** The landing screen until the dashboard's figures are built. */
export function DashboardPlaceholder() {
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      <Text>{t('home.notYet')}</Text>
    </Stack>
  )
}
