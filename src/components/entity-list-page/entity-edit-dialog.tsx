import { Modal } from '@mantine/core'
import type { CachedRecord } from '../../offline/db'
import { EntityEditForm } from '../entity-form/entity-edit-form'
import type { EntityView, FieldState, FormValues, Lookup } from '../entity-view/entity-view'

type Props = {
  view: EntityView
  record: CachedRecord | null
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  onClose: () => void
  onSave: (record: CachedRecord, values: FormValues, state: FieldState) => Promise<void>
  /** What is typed is kept as the record's edit draft (a setup list's own edit). */
  drafted?: boolean
  /** The server's refusal of the edit, by field: shown on its fields when the dialog opens. */
  serverErrors?: Record<string, string>
}

/** The edit dialog of every setup list ("Update Faculty Management", "Edit Level", "Edit Subject"). */
export function EntityEditDialog({
  view,
  record,
  lists,
  lookup,
  onClose,
  onSave,
  drafted,
  serverErrors,
}: Props) {
  return (
    <Modal opened={record !== null} onClose={onClose} title={view.editTitle} size="xl">
      {record && (
        <EntityEditForm
          view={view}
          record={record}
          lists={lists}
          lookup={lookup}
          onSave={onSave}
          onClose={() => onClose()}
          drafted={drafted}
          serverErrors={serverErrors}
        />
      )}
    </Modal>
  )
}
