import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { EntityEditDialog } from '../../components/entity-list-page/entity-edit-dialog'
import { useViewData } from '../../components/entity-list-page/use-view-data'
import { editBodyOf } from '../../components/entity-form/form-values'
import { duplicateErrors } from '../../components/entity-form/duplicate-field'
import { useSyncState } from '../../components/sync/use-sync-state'
import type { EntityView } from '../../components/entity-view/entity-view'
import { entityMessages } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { KeepMineOverDuplicate } from './keep-mine-over-duplicate'
import { useShownValue, type ShowValue } from '../../components/register/use-shown-value'
import { t as tn } from '../../lib/i18n/navigation'
import { isDuplicate, isMovedAway, needsChangeRequest } from '../../offline/classify'
import { appDb, type CachedRecord, type Json, type OutboxRow } from '../../offline/db'
import { sweepRequestDrafts } from '../../offline/form-drafts'
import { useScope } from '../../offline/use-scope'
import {
  readExisting,
  resolveEditRetry,
  resolveKeepMine,
  resolveTakeTheirs,
} from '../../offline/resolve-actions'
import { syncEngine } from '../../offline/sync-runtime'
import type { EntityName } from '../../api/entities/registry'
import { BulkCard } from './bulk-card'
import { ChangeRequestAction } from './change-request-action'
import { DuplicateField } from './duplicate-field-line'
import { EditedFields } from './edited-fields'
import { MovedAwayCard } from './moved-away-card'
import { ParkedCard } from './parked-card'
import { labelOfField, shownFields } from './shown-fields'
import { useKeptRecord } from './use-kept-record'
import { useListViews } from './use-list-views'

function Side({
  title,
  data,
  view,
  show,
}: {
  title: string
  data: Json | undefined
  view: EntityView | undefined
  show: ShowValue
}) {
  return (
    <Paper withBorder p="sm">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {data ? (
        <Table withRowBorders={false} fz="sm">
          <Table.Tbody>
            {shownFields(data, view).map(({ key, label }) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{show(view, key, data)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">—</Text>
      )}
    </Paper>
  )
}

function ConflictCard({
  row,
  view,
  onEdit,
  show,
}: {
  row: OutboxRow
  view: EntityView | undefined
  onEdit: (row: OutboxRow) => void
  show: ShowValue
}) {
  const problem = row.lastProblem
  // "Theirs" of a duplicate is the existing record, read from the device by its id (one record:
  // a register is never read whole).
  const existing = useKeptRecord(row, problem?.existingId ? String(problem.existingId) : null)
  useEffect(() => {
    if (problem?.existingId) void readExisting(row)
    // Read once per parked row; the live query shows it when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row.opId])
  const kept = useKeptRecord(row)
  const theirs = problem?.current ?? existing ?? undefined
  // Mine is this record: the server's copy when the answer carried it, else the device's (an edit
  // refused, or one refused as a duplicate, whose "theirs" is another record).
  const mine = row.op === 'create' ? row.payload : { ...(problem?.current ?? kept), ...row.payload }
  // Sent again, an edit refused as a duplicate of another record would be refused again.
  const duplicate = row.op === 'create' && isDuplicate(problem)
  const keepable = !!problem?.current || duplicate
  const name = view?.rowName(mine) ?? row.entityId
  // A duplicate in the list's words and the language chosen (the server's title is English).
  const duplicateTitle =
    view && isDuplicate(problem) ? entityMessages(view.label, view.messages).duplicate : undefined
  const lockedNow = needsChangeRequest(row)
  return (
    <ParkedCard
      list={view?.label ?? row.entity}
      name={name}
      aside={
        <Text size="sm" c="red">
          {row.status === 'conflict' ? t('mark.conflict') : t('mark.rejected')}
        </Text>
      }
    >
      <Alert color="red" variant="light" title={duplicateTitle ?? problem?.title}>
        {/* A seed's message is often its title again ("Student already exists!"): said once. */}
        {!duplicateTitle && problem?.detail !== problem?.title && problem?.detail}
        <DuplicateField
          problem={problem}
          view={view}
          mine={mine}
          theirs={problem?.existingId ? theirs : undefined}
          show={show}
        />
        {problem?.errors?.map((e) => (
          <div key={e.field}>
            {labelOfField(view, e.field)}: {e.message}
          </div>
        ))}
      </Alert>
      {problem?.current && (
        <EditedFields row={row} current={problem.current} view={view} show={show} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Side title={t('sync.mine')} data={mine} view={view} show={show} />
        {/* A duplicate's other side is another record, not this one as the server has it. */}
        <Side
          title={isDuplicate(problem) ? t('sync.existing') : t('sync.theirs')}
          data={theirs}
          view={view}
          show={show}
        />
      </SimpleGrid>
      <Group>
        {lockedNow ? (
          // Kept, it would be refused again: the university verified the record meanwhile.
          <ChangeRequestAction row={row} name={name} />
        ) : (
          row.status === 'conflict' &&
          keepable &&
          (duplicate ? (
            <KeepMineOverDuplicate
              existing={theirs ? (view?.rowName(theirs) ?? '') : `#${problem!.existingId}`}
              list={view?.label ?? row.entity}
              onKeep={() => void resolveKeepMine(row)}
            />
          ) : (
            <Button onClick={() => void resolveKeepMine(row)}>{t('sync.keepMine')}</Button>
          ))
        )}
        <Button variant="default" onClick={() => void resolveTakeTheirs(row)}>
          {theirs && !isDuplicate(problem) ? t('sync.takeTheirs') : t('sync.discard')}
        </Button>
        {/* A file has no fields to correct: it is kept or discarded. */}
        {!lockedNow && row.op !== 'upload' && (
          <Button variant="light" onClick={() => onEdit(row)}>
            {t('sync.editRetry')}
          </Button>
        )}
      </Group>
    </ParkedCard>
  )
}

/** The sync screen: storage persistence, what waits, and every conflicted or rejected edit. */
export function SyncScreen() {
  const { outbox, pending, status, online } = useSyncState()
  const scope = useScope()
  useEffect(() => {
    if (scope) void sweepRequestDrafts(appDb(), scope)
  }, [scope])
  const [editing, setEditing] = useState<OutboxRow | null>(null)
  const parked = outbox.filter((r) => r.status !== 'pending')
  const views = useListViews()
  const viewOf = (row: OutboxRow) => views?.get(row.entity as EntityName)
  const show = useShownValue(parked.map(viewOf))
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('sync.title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="storage-title">
        <Title order={2} size="h4" id="storage-title">
          {t('sync.storage')}
        </Title>
        <Text data-testid="storage-persisted">
          {status.persisted === true
            ? t('sync.persisted')
            : status.persisted === false
              ? t('sync.notPersisted')
              : t('sync.persistUnknown')}
        </Text>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="queue-title">
        <Group justify="space-between">
          <Title order={2} size="h4" id="queue-title">
            {t('sync.queueTitle')}
          </Title>
          <Button size="xs" onClick={() => void syncEngine.retryNow()} disabled={online === false}>
            {tn('sync.now')}
          </Button>
        </Group>
        <Text>
          {pending === 0 ? t('sync.nothingWaiting') : `${pending ?? '…'} ${tn('sync.pending')}`}
        </Text>
      </Paper>
      <Stack component="section" aria-labelledby="conflicts-title">
        <Title order={2} size="h4" id="conflicts-title">
          {t('sync.conflictsTitle')}
        </Title>
        {parked.length === 0 && <Text>{t('sync.noConflicts')}</Text>}
        {parked.map((row) =>
          row.op === 'bulk' ? (
            <BulkCard key={row.opId} row={row} view={viewOf(row)} show={show} />
          ) : isMovedAway(row.lastProblem) ? (
            <MovedAwayCard key={row.opId} row={row} view={viewOf(row)} />
          ) : (
            <ConflictCard
              key={row.opId}
              row={row}
              view={viewOf(row)}
              onEdit={setEditing}
              show={show}
            />
          ),
        )}
      </Stack>
      {editing && viewOf(editing) && (
        <EditRetryDialog row={editing} view={viewOf(editing)!} onClose={() => setEditing(null)} />
      )}
    </Stack>
  )
}

/** "Edit and retry": the list's own edit dialog over the parked edit and what the server holds. */
function EditRetryDialog({
  row,
  view,
  onClose,
}: {
  row: OutboxRow
  view: EntityView
  onClose: () => void
}) {
  // A create that never reached the server may still change what is fixed after create.
  const editView = row.op === 'create' ? { ...view, lockedInEdit: [] } : view
  const { lists, lookup } = useViewData(editView, {})
  const kept = useKeptRecord(row)
  const ready = !!row.lastProblem?.current || kept !== null
  // The server's record, else (an edit refused, not stale) the device's: never a record of the
  // edit's fields alone, whose other fields the dialog would send back empty.
  const data = { ...(row.lastProblem?.current ?? kept), ...row.payload }
  // A duplicate's field is marked as the form opens, once: what to correct (decision 0409).
  const serverErrors = useMemo(
    () => (ready ? duplicateErrors(editView, row.lastProblem, data, lookup) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [row.opId, ready],
  )
  // The form takes its values once: it opens when the record it edits is read.
  if (!ready) return null
  const record: CachedRecord = {
    scope: row.scope,
    entity: row.entity,
    key: row.entityId,
    id: null,
    version: null,
    data,
  }
  return (
    <EntityEditDialog
      view={editView}
      record={record}
      lists={lists}
      lookup={lookup}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={async (_record, values, state) => {
        await resolveEditRetry(row, editBodyOf(editView, values, state))
      }}
    />
  )
}
