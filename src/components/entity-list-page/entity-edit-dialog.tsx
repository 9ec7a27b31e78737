import { Button, Modal } from '@mantine/core'
import { t } from '../../lib/i18n/kit'
import type { CachedRecord } from '../../offline/db'
import { EntityForm } from '../entity-form/entity-form'
import { formValuesOf } from '../entity-form/form-values'
import type { EntityView, FieldState, FormValues, Lookup } from '../entity-view/entity-view'

type Props = {
  view: EntityView
  record: CachedRecord | null
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  onClose: () => void
  onSave: (record: CachedRecord, values: FormValues, state: FieldState) => Promise<void>
}

/** The edit dialog of every setup list ("Update Faculty Management", "Edit Level", "Edit Subject"). */
export function EntityEditDialog({ view, record, lists, lookup, onClose, onSave }: Props) {
  return (
    <Modal opened={record !== null} onClose={onClose} title={view.editTitle} size="xl">
      {record && (
        <EntityForm
          view={view}
          mode="edit"
          initialValues={formValuesOf(view, record.data)}
          lists={lists}
          lookup={lookup}
          submitLabel={t('setup.update')}
          onSubmit={async (values, state) => {
            await onSave(record, values, state)
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
