import { Alert, Stack, Title } from '@mantine/core'
import { t } from '../../lib/i18n/users'

/** A users page the caller's role may not open: its heading, and why it shows nothing. */
export const Forbidden = ({ title }: { title: string }) => (
  <Stack p="md" gap="lg">
    <Title order={1} size="h2">
      {title}
    </Title>
    <Alert color="gray">{t('users.forbidden')}</Alert>
  </Stack>
)
