import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t, type MessageKey } from '../lib/i18n/t'

type ComingLaterPageProps = { title: MessageKey; body: MessageKey }

/**
 * Stands in for a screen a later release builds, so links to it do not end on a 404.
 * Example: `<ComingLaterPage title="forgotPassword.title" body="forgotPassword.notYet" />`.
 */
export function ComingLaterPage({ title, body }: ComingLaterPageProps) {
  return (
    <Stack gap="md" maw={480} mx="auto">
      <Title order={1}>{t(title)}</Title>
      <Text>{t(body)}</Text>
      <Anchor component={Link} to="/login">
        {t('common.backToLogin')}
      </Anchor>
    </Stack>
  )
}
