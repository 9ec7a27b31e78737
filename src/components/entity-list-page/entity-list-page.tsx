import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import { useMemo, useState } from 'react'
import { entityMessages } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import type { CachedRecord } from '../../offline/db'
import { createRecord, setRecordStatus, updateRecord } from '../../offline/edit-actions'
import { EntityForm } from '../entity-form/entity-form'
import { bodyOf, editBodyOf, filesOf } from '../entity-form/form-values'
import { optionsOf } from '../entity-form/option-list'
import { WIDE_SELECT } from '../wide-select'
import { EntityTable } from '../entity-table/entity-table'
import { ExportMenu } from '../export/export-menu'
import { filterNote } from '../export/filter-note'
import { MemoryPager, pageOf } from '../entity-table/memory-pager'
import { PAGE_SIZES, type ListSearch } from './list-search'
import {
  chosenFilters,
  tableFor,
  type EntityView,
  type FieldState,
  type FormValues,
  mayWrite,
} from '../entity-view/entity-view'
import { EntityEditDialog } from './entity-edit-dialog'
import { useViewData } from './use-view-data'

type Props = {
  view: EntityView
  search: ListSearch
  onSearch: (next: ListSearch) => void
  /**
   * A list's pre-filtered page (Constituent Campuses): filters always applied, their selects not
   * shown, and the page's own heading.
   */
  fixed?: Record<string, string>
  title?: string
  /** false: the table alone, its add form left to the list's register page (University List). */
  form?: boolean
}

/**
 * The one screen of every setup list: the add form, filters, the table and the edit dialog.
 * It reads the cache (works offline) and writes through the outbox (shown at once, pending).
 */
export function EntityListPage({
  view,
  search,
  onSearch,
  fixed = {},
  title = view.title,
  form = true,
}: Props) {
  const { user } = useSession()
  const filters = Object.fromEntries(
    (view.filters ?? []).map((f) => [
      f.name,
      fixed[f.name] ?? (search[f.name] ? String(search[f.name]) : undefined),
    ]),
  )
  const shownFilters = chosenFilters(view, fixed, user ? roleOf(user) : null)
  const table = tableFor(view, user ? roleOf(user) : null)
  const { rows, lists, marks, lookup, pending } = useViewData(view, filters)
  const [editing, setEditing] = useState<CachedRecord | null>(null)
  const creatable = mayWrite(view, user, 'create')
  const editable = mayWrite(view, user, 'update')
  const messages = entityMessages(view.label, view.messages)

  const savedOffline = () => {
    if (connectivity.get().online === false) {
      notifications.show({ message: t('setup.addedOffline'), autoClose: messages.toastMs })
    }
  }
  const handleCreate = async (values: FormValues, state: FieldState) => {
    await createRecord(
      view.entity,
      { ...bodyOf(view, values, state), status: true },
      filesOf(view, values),
    )
    savedOffline()
  }
  const handleSave = async (record: CachedRecord, values: FormValues, state: FieldState) => {
    await updateRecord(
      view.entity,
      record.key,
      editBodyOf(view, values, state),
      filesOf(view, values),
    )
    savedOffline()
  }
  // Defaults come from the cached lists (the next fiscal year after the newest one); the day is
  // read once per visit of the page.
  const today = useMemo(() => new Date(), [])
  const initialValues = { ...view.emptyValues, ...view.defaults?.(lists, today) }
  const handleToggle = async (record: CachedRecord) => {
    await setRecordStatus(view.entity, record.key, record.data.status === false)
    savedOffline()
  }

  const pageSize = search.pageSize ?? PAGE_SIZES[0]
  const paging = pageOf(rows.length, search.page ?? 1, pageSize)

  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          {view.importing && creatable && (
            <Button component={Link} to={`/import/${view.entity}`} variant="default">
              {t('lists.common.import')}
            </Button>
          )}
          <ExportMenu
            view={table}
            module={view.module}
            title={title}
            lookup={lookup}
            source={{ rows }}
            note={() =>
              filterNote(shownFilters, filters, (f) =>
                optionsOf(f.options, lists, { user, values: {}, lookup }),
              )
            }
          />
        </Group>
      </Group>
      {!creatable && !editable && view.keptBy && user && <Text>{view.keptBy}</Text>}
      {creatable && form && (
        <Paper withBorder p="md" component="section" aria-labelledby={`${view.entity}-create`}>
          <Title order={2} size="h4" mb="sm" id={`${view.entity}-create`}>
            {view.createTitle}
          </Title>
          <EntityForm
            view={view}
            mode="create"
            initialValues={initialValues}
            lists={lists}
            lookup={lookup}
            submitLabel={t('setup.save')}
            onSubmit={handleCreate}
            draft="create"
          />
        </Paper>
      )}
      {shownFilters.length > 0 && (
        <Group align="flex-end" role="search" aria-label={t('setup.filters')}>
          {shownFilters.map((f) => (
            <Select
              key={f.name}
              label={f.label}
              placeholder={t('setup.allOption')}
              data={optionsOf(f.options, lists)}
              value={filters[f.name] ?? null}
              onChange={(value) => onSearch({ ...search, [f.name]: value ?? undefined, page: 1 })}
              clearable
              searchable
              w={f.wide ? WIDE_SELECT : 220}
            />
          ))}
        </Group>
      )}
      {!user && <Text c="dimmed">{title}</Text>}
      <EntityTable
        view={table}
        rows={rows.slice(paging.first, paging.first + pageSize)}
        first={paging.first}
        marks={marks}
        lookup={lookup}
        listsPending={pending}
        filtered={shownFilters.some((f) => filters[f.name] !== undefined)}
        pager={
          <MemoryPager
            count={rows.length}
            page={paging.current}
            pageSize={pageSize}
            onPage={(page, size) => onSearch({ ...search, page, pageSize: size })}
          />
        }
        onEdit={editable ? setEditing : undefined}
        onToggle={editable ? (r) => void handleToggle(r) : undefined}
      />
      <EntityEditDialog
        view={view}
        record={editing}
        lists={lists}
        lookup={lookup}
        onClose={() => setEditing(null)}
        onSave={handleSave}
        drafted
      />
    </Stack>
  )
}
