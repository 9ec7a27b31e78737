import { Badge, Image, Stack, Text } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { t } from '../../lib/i18n/kit'
import { appDb, type CachedRecord } from '../../offline/db'
import type { FieldDef } from '../entity-view/entity-view'
import { useObjectUrl, useServerFile } from './use-server-file'

/**
 * A record's file (a student's photo): the one chosen on this device and not yet sent, marked so,
 * or else the one the server keeps, read with the session's token (never a bare URL to the API).
 */
export function RecordFile({
  record,
  field,
  alt,
}: {
  record: CachedRecord
  field: FieldDef
  alt: string
}) {
  const pending = useLiveQuery(async () => {
    const rows = await appDb()
      .outbox.where('[scope+entity+entityId]')
      .equals([record.scope, record.entity, record.key])
      .sortBy('seq')
    const upload = rows.filter((r) => r.op === 'upload' && r.payload.field === field.name).at(-1)
    return upload ? (upload.payload.file as Blob) : null
  }, [record.scope, record.entity, record.key, field.name])
  const kept = record.data[field.name] as { hash?: string } | null | undefined
  const server = useServerFile(record.entity, record.id, field.name, kept?.hash)
  const blob = pending ?? server
  const url = useObjectUrl(blob)
  if (!blob || !url) return null
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" c="dimmed">
        {field.label}
      </Text>
      <Image src={url} alt={alt} h={160} w="auto" fit="contain" radius="sm" />
      {pending && (
        <Badge variant="dot" color="yellow">
          {t('form.filePending')}
        </Badge>
      )}
    </Stack>
  )
}
