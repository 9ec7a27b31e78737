import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t } from '../lib/i18n/t'

export function NotFoundPage() {
  return (
    <Stack align="center" gap="lg" py="xl">
      <Text fz={64} fw={800} c="dimmed" aria-hidden>
        {t('notFound.code')}
      </Text>
      <Title order={1} ta="center">
        {t('notFound.title')}
      </Title>
      <Button component={Link} to="/">
        {t('notFound.goHome')}
      </Button>
    </Stack>
  )
}
