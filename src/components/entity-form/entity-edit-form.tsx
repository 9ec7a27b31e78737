import { t } from '../../lib/i18n/kit'
import type { CachedRecord } from '../../offline/db'
import type { EntityView, FieldState, FormValues, Lookup } from '../entity-view/entity-view'
import { EntityForm } from './entity-form'
import { editForm } from '../../offline/form-drafts'
import { formValuesOf } from './form-values'

type Props = {
  view: EntityView
  record: CachedRecord
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  onSave: (record: CachedRecord, values: FormValues, state: FieldState) => Promise<void>
  /** The form is done with: `saved` after an update, not after Cancel. */
  onClose: (saved: boolean) => void
  /**
   * What is typed is kept as the record's edit draft (decision 0391): a record's own edit, not the
   * sync screen's "Edit and retry", whose form opens on the server's record with an unsent edit.
   */
  drafted?: boolean
  /** The server's refusal of the edit, by field (`EntityForm`'s `serverErrors`). */
  serverErrors?: Record<string, string>
}

/** A record's form in edit mode, with Update and Cancel: a setup list's dialog, a record's page. */
export function EntityEditForm({
  view,
  record,
  lists,
  lookup,
  onSave,
  onClose,
  drafted = false,
  serverErrors,
}: Props) {
  return (
    <EntityForm
      view={view}
      mode="edit"
      initialValues={formValuesOf(view, record.data)}
      lists={lists}
      lookup={lookup}
      submitLabel={t('setup.update')}
      onSubmit={async (values, state) => {
        await onSave(record, values, state)
        onClose(true)
      }}
      onCancel={() => onClose(false)}
      draft={drafted ? editForm(record.key) : undefined}
      serverErrors={serverErrors}
    />
  )
}
