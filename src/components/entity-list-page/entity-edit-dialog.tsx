import { Button, Modal } from '@mantine/core'
import { t } from '../../lib/i18n/t'
import type { CachedRecord } from '../../offline/db'
import { EntityForm } from '../entity-form/entity-form'
import { formValuesOf } from '../entity-form/form-values'
import type { EntityView, FieldDef, FormValues, Lookup } from '../entity-view/entity-view'

type Props = {
  view: EntityView
  record: CachedRecord | null
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  lockedInEdit?: readonly string[]
  onClose: () => void
  onSave: (
    record: CachedRecord,
    values: FormValues,
    isDisabled: (f: FieldDef) => boolean,
  ) => Promise<void>
}

/** The edit dialog of every setup list ("Update Faculty Management", "Edit Level", "Edit Subject"). */
export function EntityEditDialog({
  view,
  record,
  lists,
  lookup,
  lockedInEdit,
  onClose,
  onSave,
}: Props) {
  return (
    <Modal opened={record !== null} onClose={onClose} title={view.editTitle} size="xl">
      {record && (
        <EntityForm
          view={view}
          mode="edit"
          initialValues={formValuesOf(view, record.data)}
          lists={lists}
          lookup={lookup}
          lockedInEdit={lockedInEdit}
          submitLabel={t('setup.update')}
          onSubmit={async (values, isDisabled) => {
            await onSave(record, values, isDisabled)
            onClose()
          }}
          actions={
            <Button variant="default" onClick={onClose}>
              {t('setup.cancel')}
            </Button>
          }
        />
      )}
    </Modal>
  )
}
