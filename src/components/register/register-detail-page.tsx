import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { mayWrite } from '../entity-view/entity-view'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { t } from '../../lib/i18n/kit'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import type { CachedRecord } from '../../offline/db'
import { useOutboxMarks } from '../../offline/use-cached-list'
import { useOptionLists } from '../entity-list-page/use-view-data'
import { PendingMark } from '../entity-table/pending-mark'
import type { EntityView, Lookup } from '../entity-view/entity-view'
import { LaterRecordDocuments } from './later-record-documents'
import { RecordDetails } from './record-details'
import { RecordFile } from './record-file'
import { SpaLink, type BackLink, type Go } from './spa-link'
import { useRecord } from './use-record'
import { useSyncedKeys } from '../../offline/use-synced-keys'
import { LoadingMark } from '../loading-mark'
import { draftName, editForm, useKeptDraft } from '../../offline/form-drafts'
import { formatDateTime } from '../../lib/format/local'

// Loaded when Edit is pressed (precached for offline like every chunk).
const RecordEditForm = lazy(() =>
  import('./record-edit-form').then((m) => ({ default: m.RecordEditForm })),
)

type Props = {
  view: EntityView
  recordKey: string
  back: BackLink
  /** Said when the record is not on the device and the server could not be reached. */
  notFound: string
  go: Go
  /** What else can be done with the record (a student's Record dropout), beside Edit. */
  actions?: (record: CachedRecord) => ReactNode
  /** Whether Edit is offered for this record (a verified student's is not: decision 0251). */
  editable?: (record: CachedRecord) => boolean
  /** Whether the record keeps documents (a student's: decision 0254), shown below its details. */
  documents?: boolean
  /** What is said of the record above its details (a student's own page: its verification). */
  intro?: (record: CachedRecord) => ReactNode
  /** More about the record below its details (an employee's other appointments and account). */
  more?: (record: CachedRecord, lookup: Lookup) => ReactNode
}

/**
 * A register record's page: its details read-only from the view's declaration, and Edit to
 * change them in the same sectioned form. It reads the device's copy (offline too) and, online,
 * refreshes it from the server first.
 */
export function RegisterDetailPage({
  view,
  recordKey,
  back,
  notFound,
  go,
  actions,
  editable = () => true,
  documents = false,
  intro,
  more,
}: Props) {
  const { user } = useSession()
  const { lists, lookup } = useOptionLists(view)
  const marks = useOutboxMarks(view.entity)
  const [editing, setEditing] = useState(false)
  // Edit replaces itself with the form, and the form goes on Update or Cancel: focus, left on a
  // button gone, fell to the page's start. It goes to the form's heading on opening and back to
  // Edit on closing, which is then described by "Changes saved." after an update.
  const [saved, setSaved] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const formHeading = useRef<HTMLHeadingElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    if (editing) formHeading.current?.focus()
    else if (opened.current) editButton.current?.focus()
    opened.current = editing
  }, [editing])
  // A record entered on this device and sent while its page is open takes its server id: the page
  // follows it there (its local copy is then gone, and read by that key it seemed deleted).
  const serverKey = useSyncedKeys(view.entity).get(recordKey)
  const { record, checked, absent, movedAway } = useRecord(view.entity, serverKey ?? recordKey)

  const role = user ? roleOf(user) : null
  const writable = mayWrite(view, user, 'update')
  const canEdit = (shown: CachedRecord) => writable && editable(shown)
  // An edit typed and not saved (the page left, the tab closed) is kept: Edit goes on with it.
  const draftAt = useKeptDraft(draftName(view.entity, editForm(record?.key ?? recordKey)))
  const title = record ? `${view.rowName(record.data)}` : view.label

  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {/* A record's name is its data, written as entered, in either language's screen. */}
          {record ? <span translate="no">{title}</span> : title}
          {record && <PendingMark row={marks.get(record.key)} />}
        </Title>
        <SpaLink href={back.href} go={go} standalone>
          {back.label}
        </SpaLink>
      </Group>
      {/* Edit first, then what else can be done: some of those load later (a student's outcome
          actions) and are added after it, so Edit never moves under a pointer about to press it. */}
      {record && !editing && (canEdit(record) || actions) && (
        <Group gap="sm">
          {canEdit(record) && (
            <Button
              ref={editButton}
              onClick={() => {
                setSaved(false)
                setEditing(true)
              }}
              aria-description={saved ? t('detail.saved') : undefined}
            >
              {t('detail.edit')}
            </Button>
          )}
          {actions?.(record)}
          {canEdit(record) && draftAt !== null && (
            <Text size="sm" c="dimmed">
              {t('detail.draftKept', { time: formatDateTime(new Date(draftAt)) })}
            </Text>
          )}
        </Group>
      )}
      {movedAway ? (
        <Alert color="yellow">{t('detail.movedAway', { entity: view.entity })}</Alert>
      ) : (
        record === null &&
        checked && <Alert color="yellow">{absent ? t('detail.absent') : notFound}</Alert>
      )}
      {record && !editing && intro?.(record)}
      {record && editing && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm" ref={formHeading} tabIndex={-1}>
            {view.editTitle}
          </Title>
          <Suspense fallback={<LoadingMark />}>
            <RecordEditForm
              view={view}
              record={record}
              lists={lists}
              lookup={lookup}
              onClose={(done) => {
                setSaved(done)
                setEditing(false)
              }}
            />
          </Suspense>
        </Paper>
      )}
      {record &&
        view.fields
          .filter((f) => f.kind === 'file')
          .map((f) => (
            <RecordFile
              key={f.name}
              record={record}
              field={f}
              alt={`${f.label}: ${view.rowName(record.data)}`}
            />
          ))}
      {record && !editing && (
        <RecordDetails
          view={view}
          record={record}
          lookup={lookup}
          lists={lists}
          hidden={(f) => f.shownTo !== undefined && !(role && f.shownTo.includes(role))}
        />
      )}
      {record && !editing && more?.(record, lookup)}
      {record && documents && <LaterRecordDocuments record={record} writable={canEdit(record)} />}
    </Stack>
  )
}
