// A record's Edit form on its page, loaded when Edit is pressed: a record's page is read far more
// often than it is edited, and the form (its fields, dates, choices and checks) is a sixth of such
// a route (decision 0389).
import { notifications } from '@mantine/notifications'
import { entityMessages } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { connectivity } from '../../offline/connectivity'
import type { CachedRecord } from '../../offline/db'
import { updateRecord } from '../../offline/edit-actions'
import { EntityEditForm } from '../entity-form/entity-edit-form'
import { editBodyOf, filesOf } from '../entity-form/form-values'
import type { EntityView, Lookup } from '../entity-view/entity-view'

type Props = {
  view: EntityView
  record: CachedRecord
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  /** The form is done with: `saved` after an update, not after Cancel. */
  onClose: (saved: boolean) => void
}

/** Saves through the outbox, as every edit; offline it says the edit waits to be sent. */
export function RecordEditForm({ view, ...form }: Props) {
  return (
    <EntityEditForm
      view={view}
      {...form}
      drafted
      onSave={async (record, values, state) => {
        await updateRecord(
          view.entity,
          record.key,
          editBodyOf(view, values, state),
          filesOf(view, values),
        )
        if (connectivity.get().online === false)
          notifications.show({
            message: t('setup.addedOffline'),
            autoClose: entityMessages(view.label, view.messages).toastMs,
          })
      }}
    />
  )
}
