import { Alert, Stack, Title } from '@mantine/core'
import { t } from '../../lib/i18n/marks'

/** A paper's screen whose exam or paper is not on this device: its title and where to go instead. */
export function NoPaper({ title }: { title: string }) {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="yellow">{t('marks.noPaper')}</Alert>
    </Stack>
  )
}
