import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { EntityName } from '../../api/entities/registry'
import { useRecord } from '../../components/register/use-record'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'

/**
 * A paper printed from a record (a dropout's letter, a certificate): the record read from the
 * device or the server, what is said while it cannot be printed (numbers come from the server, so
 * an unsynced record has none), and a bar (back, other links, Print) that printing leaves out.
 */
export function PrintableRecord({
  entity,
  recordKey,
  title,
  back,
  notSynced,
  notFound,
  tools,
  children,
}: {
  entity: EntityName
  recordKey: string
  title: string
  back: ReactNode
  notSynced: string
  notFound: string
  tools?: ReactNode
  children: (row: Json) => ReactNode
}) {
  const { record, checked } = useRecord(entity, recordKey)
  const row = record?.data
  const problem = !/^\d+$/.test(recordKey)
    ? notSynced
    : record === null && checked
      ? notFound
      : null
  if (problem || !row)
    return (
      <Stack p="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {title}
          </Title>
          {back}
        </Group>
        {problem ? <Alert color="yellow">{problem}</Alert> : <Text>{t('register.loading')}</Text>}
      </Stack>
    )
  return (
    <Stack p="md" gap="md" maw={800}>
      <Group justify="space-between" data-print="hide">
        {back}
        <Group>
          {tools}
          <Button onClick={() => window.print()}>{t('letter.print')}</Button>
        </Group>
      </Group>
      {children(row)}
    </Stack>
  )
}
