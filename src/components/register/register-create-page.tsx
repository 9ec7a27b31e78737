import { Alert, Group, Paper, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { entityMessages } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { connectivity } from '../../offline/connectivity'
import type { Json } from '../../offline/db'
import { EntityForm } from '../entity-form/entity-form'
import { bodyOf, filesOf } from '../entity-form/form-values'
import { useOptionLists } from '../entity-list-page/use-view-data'
import { mayWrite, type EntityView, type FormValues } from '../entity-view/entity-view'
import { useSession } from '../../lib/session/session-store'
import { SpaLink, type BackLink, type Go } from './spa-link'
import { useAnsweredCreate, type CreateRefusal } from './use-answered-create'

type Props = {
  view: EntityView
  back: BackLink
  go: Go
  /**
   * A record of something the page already knows (a dropout of the student in the URL): what the
   * body carries besides the form, what the unsent record shows until the server answers (the
   * student's name on the list), and what the form starts with.
   */
  of?: { body: Json; shown?: Json; values?: FormValues }
  /** What is said above the form (the student the record is of). */
  intro?: ReactNode
  /** Said in place of the form when it cannot be filled yet (the student is not synced). */
  instead?: ReactNode
  /** Where to go once saved; without it the form clears for the next record. */
  savedHref?: string
  /** The record is saved (queued): its key (`local-…` until sent) and the body queued. */
  onSaved?: (key: string, body: Json) => void
  /**
   * The server refused the record as a duplicate while the form waited (online): the form keeps
   * what was typed, the field marked; the screen may say more (link the record it duplicates).
   */
  onRefused?: (refusal: CreateRefusal) => void
}

/**
 * A register's entry page: the view's sectioned form on a page of its own. A saved record is
 * queued (it shows on the list at once, pending) and the form clears for the next one, as a
 * campus enters a whole intake. Online the form waits a moment for the server's answer: a
 * duplicate keeps it as typed, with the message on the field that clashed (decision 0409).
 */
export function RegisterCreatePage({
  view,
  back,
  go,
  of,
  intro,
  instead,
  savedHref,
  onSaved,
  onRefused,
}: Props) {
  const { lists, lookup } = useOptionLists(view)
  const { refusal, save } = useAnsweredCreate(view, lookup)
  const messages = entityMessages(view.label, view.messages)
  // A reader (the commission over the student register) is told so, not given a form to fill in
  // that the server would refuse at sync.
  const { user } = useSession()
  const readOnly = !mayWrite(view, user, 'create') && (
    <Alert color="yellow">{t('setup.readOnly')}</Alert>
  )
  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {view.createTitle}
        </Title>
        <SpaLink href={back.href} go={go} standalone>
          {back.label}
        </SpaLink>
      </Group>
      {intro}
      {readOnly || instead || (
        <Paper withBorder p="md">
          <EntityForm
            view={view}
            mode="create"
            initialValues={{ ...view.emptyValues, ...of?.values }}
            // A record of another (a dropout of a student) is drafted per that other.
            draft={of ? `create:${JSON.stringify(of.body)}` : 'create'}
            lists={lists}
            lookup={lookup}
            submitLabel={t('setup.save')}
            serverErrors={refusal?.errors}
            onSubmit={async (values, state) => {
              const body = { ...bodyOf(view, values, state), ...of?.body }
              const { key, refused } = await save(body, filesOf(view, values), of?.shown)
              if (refused) {
                onRefused?.(refused)
                return false
              }
              onSaved?.(key, body)
              if (connectivity.get().online === false)
                notifications.show({
                  message: t('setup.addedOffline'),
                  autoClose: messages.toastMs,
                })
              if (savedHref) go(savedHref)
            }}
          />
        </Paper>
      )}
    </Stack>
  )
}
