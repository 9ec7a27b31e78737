import { Alert, Stack, Text, Title } from '@mantine/core'
import { t } from '../lib/i18n/navigation'

/**
 * A page the product has (spec §2) whose screen is not built yet: it says so plainly, inside the
 * layout, so no menu link ends on the 404 page. Example: `<AreaNotBuiltPage area="Exam" title="Results" />`.
 */
export function AreaNotBuiltPage({ area, title }: { area: string; title: string }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {area}
      </Text>
      <Title order={1}>{title}</Title>
      <Alert color="gray" variant="light" title={t('page.notBuiltTitle')}>
        {t('page.notBuilt', { title, area })}
      </Alert>
    </Stack>
  )
}
