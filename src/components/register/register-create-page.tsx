import { Group, Paper, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { entityMessages } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { connectivity } from '../../offline/connectivity'
import { createRecord } from '../../offline/edit-actions'
import { EntityForm } from '../entity-form/entity-form'
import { bodyOf, filesOf } from '../entity-form/form-values'
import { useOptionLists } from '../entity-list-page/use-view-data'
import type { EntityView } from '../entity-view/entity-view'
import { SpaLink, type BackLink, type Go } from './spa-link'

type Props = { view: EntityView; back: BackLink; go: Go }

/**
 * A register's entry page: the view's sectioned form on a page of its own. A saved record is
 * queued (it shows on the list at once, pending) and the form clears for the next one, as a
 * campus enters a whole intake.
 */
export function RegisterCreatePage({ view, back, go }: Props) {
  const { lists, lookup } = useOptionLists(view)
  const messages = entityMessages(view.label, view.messages)
  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {view.createTitle}
        </Title>
        <SpaLink href={back.href} go={go}>
          {back.label}
        </SpaLink>
      </Group>
      <Paper withBorder p="md">
        <EntityForm
          view={view}
          mode="create"
          initialValues={view.emptyValues}
          lists={lists}
          lookup={lookup}
          submitLabel={t('setup.save')}
          onSubmit={async (values, state) => {
            await createRecord(view.entity, bodyOf(view, values, state), filesOf(view, values))
            if (connectivity.get().online === false)
              notifications.show({ message: t('setup.addedOffline'), autoClose: messages.toastMs })
          }}
        />
      </Paper>
    </Stack>
  )
}
