import { Alert, Paper, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef, useState } from 'react'
import { changedFields } from '../../../../common/same-value'
import { EntityForm } from '../../../components/entity-form/entity-form'
import { editBodyOf, formValuesOf } from '../../../components/entity-form/form-values'
import { useOptionLists } from '../../../components/entity-list-page/use-view-data'
import { t } from '../../../lib/i18n/verification'
import { connectivity } from '../../../offline/connectivity'
import type { CachedRecord } from '../../../offline/db'
import { queueBulk } from '../../../offline/edit-actions'
import type { Student } from '../../../api/entities/student'
import { studentView } from '../student-view'
import { ReasonField, useReason } from '../../../components/reason-field'
import { draftName } from '../../../offline/form-drafts'

/**
 * A change request's drafts (decision 0391): `form` names its form within the student's drafts;
 * `kept` and `reason` are the full names of the form's draft and of its reason's.
 */
export function requestDrafts(key: string) {
  const form = `request:${key}`
  return { form, kept: draftName('student', form), reason: draftName('student', `${form}:reason`) }
}

/**
 * The campus's proposal to change a verified student (decision 0251): the record's own form, the
 * fields that differ from the record and a reason, queued in the outbox (offline too) for the
 * university to approve.
 */
export function ChangeRequestForm({
  record,
  onDone,
}: {
  record: CachedRecord
  /** The form is done with: `sent`, a request was queued (else cancelled or discarded). */
  onDone: (sent: boolean) => void
}) {
  const { lists, lookup } = useOptionLists(studentView)
  // The request's fields and its reason are each kept as typed until sent or cancelled.
  const drafts = requestDrafts(record.key)
  const reason = useReason(drafts.reason)
  const [nothing, setNothing] = useState(false)
  const name = studentView.rowName(record.data as Student)
  // Opened by a button that gives way to it: focus goes to its heading, not the page's start.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs" ref={heading} tabIndex={-1}>
        {t('verification.requestTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('verification.requestIntro')}
      </Text>
      {nothing && <Alert color="yellow">{t('verification.nothingChanged')}</Alert>}
      {/* A request without a reason was once dropped without a word: the box now says so. */}
      <ReasonField label={t('verification.reason')} {...reason.field} />
      <EntityForm
        view={studentView}
        mode="edit"
        initialValues={formValuesOf(studentView, record.data)}
        lists={lists}
        lookup={lookup}
        submitLabel={t('verification.sendRequest')}
        onSubmit={async (values, state) => {
          const body = editBodyOf(studentView, values, state)
          const keys = changedFields(record.data, body, ['campusId', 'universityId'])
          setNothing(keys.length === 0)
          const given = reason.take()
          if (keys.length === 0 || !given) return false
          const fields = Object.fromEntries(keys.map((k) => [k, body[k]]))
          const label = t('verification.requestLabel', { name })
          const request = { id: record.key, fields, reason: given }
          // After the student's edits still queued, which it would otherwise overtake.
          await queueBulk('student', 'requestChange', request, label, record.key)
          // Online, the answer's toast ("…: done.") tells it: one toast for one request
          // (decision 0418). Offline, that answer may be hours away: said queued now.
          if (connectivity.get().online === false)
            notifications.show({ message: t('verification.queued', { label }) })
          reason.reset()
          onDone(true)
        }}
        onCancel={() => {
          reason.reset()
          onDone(false)
        }}
        onDiscard={reason.reset}
        draft={drafts.form}
      />
    </Paper>
  )
}
