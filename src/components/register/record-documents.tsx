import { belieItsType } from '../../lib/chosen-file'
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLiveQuery } from 'dexie-react-hooks'
import { useId, useRef, useState } from 'react'
import {
  documentKinds,
  documentTypes,
  maxDocumentBytes,
  maxDocuments,
  type DocumentKind,
} from '../../../common/document-kinds'
import { nameOfType } from '../../../common/file-signatures'
import type { components } from '../../../common/schema.gen'
import { documentField, documentName, kindOfField } from '../../api/entities/document-files'
import { fileSize, inMegabytes } from '../../lib/format/file-size'
import { formatNumber } from '../../lib/format/local'
import { saveBlob } from '../../lib/save-blob'
import { t } from '../../lib/i18n/kit'
import { useSession } from '../../lib/session/session-store'
import { appDb, type CachedRecord } from '../../offline/db'
import { uploadFiles } from '../../offline/edit-actions'
import { readKept } from '../../offline/kept-files'
import { storeRows } from '../../offline/page-cache'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'
import { useOnline } from '../../offline/use-online'
import { LocalDate } from '../dates/local-date'
import { worded, wordOf } from '../entity-view/person-options'
import { TableScroller } from '../table/table-scroller'
import { useFocusBack } from '../use-focus-back'
import { FileBox } from '../file-box'

type DocumentInfo = components['schemas']['DocumentInfo']

const kinds = worded((k) => t(`documentKind.${k}`), documentKinds)
const kindWord = wordOf(kinds)

/** What is wrong with a chosen file, in the user's words; null when it may be added. */
function fileIssue(file: File | null, held: number) {
  if (!file) return t('documents.chooseFile')
  if (!(documentTypes as readonly string[]).includes(file.type)) return t('documents.fileType')
  if (file.size === 0) return t('documents.fileEmpty')
  if (file.size > maxDocumentBytes)
    return t('documents.fileSize', { n: inMegabytes(maxDocumentBytes) })
  if (held >= maxDocuments) return t('documents.tooMany', { n: formatNumber(maxDocuments) })
  return null
}

/**
 * A record's documents (decision 0254): those the server keeps, each downloaded with the session's
 * token and removed online; those added on this device and not sent yet, marked so; and, for its
 * writers, a kind and a file to add (queued in the outbox, offline too).
 */
export function RecordDocuments({
  record,
  writable,
}: {
  record: CachedRecord
  /** Whether the user may add and remove (a campus writer, the record not locked). */
  writable: boolean
}) {
  const headingId = useId()
  const { user } = useSession()
  const online = useOnline()
  const port = ports.get(record.entity)
  const kept = (record.data.documents ?? []) as DocumentInfo[]
  // Every edit of the record still to send, the documents among them shown as waiting.
  const queued = useLiveQuery(
    () =>
      appDb()
        .outbox.where('[scope+entity+entityId]')
        .equals([record.scope, record.entity, record.key])
        .sortBy('seq'),
    [record.scope, record.entity, record.key],
  )
  const waiting = (queued ?? [])
    .filter((r) => r.op === 'upload' && kindOfField(String(r.payload.field)) !== null)
    .map((r) => ({
      opId: r.opId,
      kind: kindOfField(String(r.payload.field))!,
      file: r.payload.file as File,
    }))
  // Removing needs the record as the server has it: not offline, not with edits still to send.
  const removable = writable && online !== false && (queued ?? []).length === 0
  const [kind, setKind] = useState<DocumentKind | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [issue, setIssue] = useState<string | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  // Remove is disabled while it works and then goes with its row: focus fell to the page's start.
  // It goes back to the button if the removal failed, else to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfter = useRef<HTMLElement | null>(null)
  useFocusBack(focusAfter, busy !== null)

  const add = async () => {
    const problem = kind ? fileIssue(file, kept.length + waiting.length) : t('documents.chooseKind')
    setIssue(problem)
    if (problem || !kind || !file) return
    if (await belieItsType(file)) {
      setIssue(t('documents.fileContent'))
      return
    }
    // This toast is the add's: the upload's answer is not told again (decision 0418).
    await uploadFiles(record.entity, record.key, [{ field: documentField(kind), file }], {
      told: true,
    })
    notifications.show({
      message: t('documents.added', { name: documentName(file) }),
      color: 'green',
    })
    setFile(null)
    setKind(null)
  }
  // A document downloaded once is kept on the device and downloads offline after (a document's
  // bytes never change: its id names them).
  const read = async (d: DocumentInfo) => {
    const readDocument = port?.readDocument
    const blob =
      user && readDocument
        ? await readKept(
            appDb(),
            {
              scope: record.scope,
              entity: record.entity,
              id: record.id!,
              name: `document:${d.id}`,
              hash: String(d.id),
            },
            () => readDocument(record.id!, d.id),
          ).catch(() => undefined)
        : undefined
    // Saved under a name ending as its type does, whatever it was kept as (decision 0406).
    if (blob) saveBlob(blob, nameOfType(d.name, d.type))
    else
      notifications.show({
        message: online === false ? t('documents.notKept') : t('documents.readFailed'),
        color: 'red',
      })
  }
  const remove = async (d: DocumentInfo, button: HTMLElement) => {
    if (!port?.removeDocument || !user) return
    focusAfter.current = button
    setBusy(d.id)
    try {
      const row = await port.removeDocument(record.id!, d.id, {
        idempotencyKey: crypto.randomUUID(),
        ifMatch: record.version ?? undefined,
      })
      await storeRows(appDb(), port, scopeOf(user), [row])
      focusAfter.current = heading.current
      notifications.show({ message: t('documents.removed', { name: d.name }), color: 'green' })
    } catch {
      notifications.show({ message: t('documents.removeFailed'), color: 'red' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('documents.title')}
        </Title>
        {kept.length + waiting.length === 0 ? (
          <Text c="dimmed">{t('documents.none')}</Text>
        ) : (
          <TableScroller minWidth={480}>
            <Table aria-labelledby={headingId} striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('documents.kind')}</Table.Th>
                  <Table.Th scope="col">{t('documents.name')}</Table.Th>
                  <Table.Th scope="col">{t('documents.fileSize.column')}</Table.Th>
                  <Table.Th scope="col">{t('documents.addedOn')}</Table.Th>
                  <Table.Th scope="col">{t('documents.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {kept.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{kindWord(d.kind)}</Table.Td>
                    <Table.Td>{d.name}</Table.Td>
                    <Table.Td>{fileSize(d.size)}</Table.Td>
                    <Table.Td>
                      <LocalDate value={d.createdAt} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={t('documents.downloadOf', { name: d.name })}
                          onClick={() => void read(d)}
                        >
                          {t('documents.download')}
                        </Button>
                        {writable && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            disabled={!removable}
                            loading={busy === d.id}
                            aria-label={t('documents.removeOf', { name: d.name })}
                            onClick={(event) => void remove(d, event.currentTarget)}
                          >
                            {t('documents.remove')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {waiting.map((w) => (
                  <Table.Tr key={w.opId}>
                    <Table.Td>{kindWord(w.kind)}</Table.Td>
                    <Table.Td>{documentName(w.file)}</Table.Td>
                    <Table.Td>{fileSize(w.file.size)}</Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color="yellow">
                        {t('form.filePending')}
                      </Badge>
                    </Table.Td>
                    <Table.Td />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
        {writable && online === false && kept.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('documents.offlineNote')}
          </Text>
        )}
        {writable && (
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('documents.kind')}
              data={kinds}
              value={kind}
              onChange={(v) => setKind(v)}
              w={240}
            />
            <FileBox
              label={t('documents.file')}
              description={t('documents.fileHint', { n: inMegabytes(maxDocumentBytes) })}
              accept={documentTypes.join(',')}
              value={file}
              onChange={setFile}
              w={280}
            />
            <Button onClick={() => void add()}>{t('documents.add')}</Button>
          </Group>
        )}
        {issue && (
          <Alert color="red" variant="light" role="alert">
            {issue}
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
