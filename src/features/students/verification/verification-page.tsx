import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { mayWrite } from '../../../components/entity-view/entity-view'
import { notifications } from '@mantine/notifications'
import { useRef, useState } from 'react'
import { canTake, type VerificationState } from '../../../../common/verification-rules'
import { useOptionLists } from '../../../components/entity-list-page/use-view-data'
import { LaterRecordDocuments } from '../../../components/register/later-record-documents'
import { RecordDetails } from '../../../components/register/record-details'
import { SpaLink, type Go } from '../../../components/register/spa-link'
import { useRecord } from '../../../components/register/use-record'
import { useFocusBack } from '../../../components/use-focus-back'
import { t as kitText } from '../../../lib/i18n/kit'
import { t as studentText } from '../../../lib/i18n/students'
import { t } from '../../../lib/i18n/verification'
import { roleOf, type Role } from '../../../lib/session/role'
import { useSession } from '../../../lib/session/session-store'
import { connectivity } from '../../../offline/connectivity'
import { queueBulk } from '../../../offline/edit-actions'
import type { Student } from '../../../api/entities/student'
import { studentView } from '../student-view'
import { ChangeRequestForm, requestDrafts } from './change-request-form'
import { useKeptDraft } from '../../../offline/form-drafts'
import { formatDateTime } from '../../../lib/format/local'
import { ChangeRequests } from './change-requests'
import { ReasonAction } from './reason-action'
import { StudentHistory } from './student-history'
import { TransferAction } from './transfer-action'
import { StateNote } from './state-note'
import { VerificationBadge } from './verification-badge'
import { isVerifier, mayVerify } from './may-verify'
import { decisions, useChangeRequests, useDecision, useQueuedActions } from './verification-calls'

/**
 * One student's verification (`student-verification/{id}`): the record read-only with its state;
 * the campus submits it (through the outbox) or, once verified, proposes a change; the university
 * verifies or returns it with a reason and decides on change requests (online); its history.
 */
export function StudentVerificationPage({
  studentKey,
  detailHref,
  go,
}: {
  studentKey: string
  detailHref: string
  go: Go
}) {
  const { user } = useSession()
  const role: Role | null = user ? roleOf(user) : null
  const { record, checked, absent, movedAway } = useRecord('student', studentKey)
  const { lists, lookup } = useOptionLists(studentView)
  const [requesting, setRequesting] = useState(false)
  const id = /^\d+$/.test(studentKey) ? Number(studentKey) : null
  // Submit, Verify and Return go once they are done (the record's state no longer offers them):
  // focus goes to the page's heading. Request a change gives way to its form, whose heading takes
  // focus, and comes back when the form goes: focus comes back to it.
  const heading = useRef<HTMLHeadingElement>(null)
  const decide = useDecision(id, heading)
  const queued = useQueuedActions(studentKey, id)
  // One change request waits at a time (the server refuses a second, 409): while one is queued on
  // this device or pending with the university, the page says so instead of offering another.
  const requests = useChangeRequests(id)
  const requestWaits =
    queued.has('requestChange') || !!requests.data?.some((r) => r.state === 'pending')
  const requestButton = useRef<HTMLButtonElement>(null)
  useFocusBack(requestButton, requesting)
  // A change request typed and not sent: said beside the button that goes on with it.
  const drafts = requestDrafts(studentKey)
  const requestAt = latest(useKeptDraft(drafts.kept), useKeptDraft(drafts.reason))
  if (!record)
    return checked ? (
      <Stack p="md" gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('verification.open')}
          </Title>
          <SpaLink href={detailHref} go={go} standalone>
            {t('verification.back')}
          </SpaLink>
        </Group>
        <Alert color="yellow">
          {movedAway
            ? kitText('detail.movedAway', { entity: 'student' })
            : absent
              ? t('verification.absent')
              : /^\d+$/.test(studentKey)
                ? studentText('student.notFound')
                : t('verification.notSynced')}
        </Alert>
      </Stack>
    ) : null
  const state = (record.data.verificationState ?? 'draft') as VerificationState
  const campus = mayWrite(studentView, user, 'update')
  const verifier = isVerifier(user)
  // Verify, return and decide on changes: the verifier's, unless the commission turned it off.
  const decides = mayVerify(user)
  const name = studentView.rowName(record.data as Student)

  const submit = async () => {
    const label = t('verification.submitLabel', { name })
    // After the student's edits still queued: a record submitted without them is locked to them.
    await queueBulk('student', 'submit', { id }, label, record.key)
    heading.current?.focus()
    // Online, the answer's toast ("…: done.") tells it: one toast for one submit (decision 0418);
    // the page says meanwhile that it waits. Offline, that answer may be hours away.
    if (connectivity.get().online === false)
      notifications.show({ message: t('verification.queued', { label }) })
  }

  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Group>
          {/* A person's name, not the interface's words: left as written in any language. */}
          <Title order={1} size="h2" translate="no" ref={heading} tabIndex={-1}>
            {name}
          </Title>
          <VerificationBadge state={state} />
        </Group>
        <SpaLink href={detailHref} go={go} standalone>
          {t('verification.back')}
        </SpaLink>
      </Group>
      <StateNote
        state={state}
        note={record.data.verificationNote}
        who={verifier ? 'verifier' : campus ? 'campus' : 'reader'}
      />
      {id === null && <Alert color="yellow">{t('verification.notSynced')}</Alert>}
      {id !== null && (
        <Group align="flex-start">
          {campus && canTake('submit', state) && !queued.has('submit') && (
            <Button onClick={() => void submit()}>{t('verification.submit')}</Button>
          )}
          {campus && queued.has('submit') && (
            <Text size="sm" c="dimmed" role="status">
              {t('verification.submitWaiting')}
            </Text>
          )}
          {decides && canTake('verify', state) && (
            <Button
              color="green"
              onClick={() =>
                void decide(() => decisions.verify(id), t('verification.verifiedToast'))
              }
            >
              {t('verification.verify')}
            </Button>
          )}
          {decides && canTake('return', state) && (
            <ReasonAction
              label={t('verification.return')}
              onConfirm={(reason) =>
                decide(() => decisions.return(id, reason), t('verification.returnedToast'))
              }
            />
          )}
          {verifier && (
            <TransferAction
              student={record}
              lists={lists}
              onConfirm={(to) => decide(() => decisions.transfer(id, to), t('transfer.done'))}
            />
          )}
          {campus && state === 'verified' && !requesting && !requestWaits && (
            <Button ref={requestButton} variant="default" onClick={() => setRequesting(true)}>
              {t('verification.requestChange')}
            </Button>
          )}
          {campus && state === 'verified' && requestWaits && (
            <Text size="sm" c="dimmed" role="status">
              {t(
                queued.has('requestChange')
                  ? 'verification.requestQueued'
                  : 'verification.requestPending',
              )}
            </Text>
          )}
          {campus && state === 'verified' && !requesting && requestAt !== null && (
            <Text size="sm" c="dimmed">
              {t('verification.requestKept', { time: formatDateTime(new Date(requestAt)) })}
            </Text>
          )}
        </Group>
      )}
      {requesting && (
        <ChangeRequestForm
          record={record}
          onDone={(sent) => {
            // Sent, Request a change gives way to the words that one waits: focus goes to the
            // heading (cancelled, it comes back to the button).
            if (sent) heading.current?.focus()
            setRequesting(false)
          }}
        />
      )}
      <RecordDetails
        view={studentView}
        record={record}
        lookup={lookup}
        lists={lists}
        hidden={(f) => f.shownTo !== undefined && !(role && f.shownTo.includes(role))}
      />
      {/* The papers the record rests on, read where it is verified (never written here). */}
      <LaterRecordDocuments record={record} writable={false} />
      {id !== null && <ChangeRequests studentId={id} student={record.data} canDecide={decides} />}
      <StudentHistory studentId={id} />
    </Stack>
  )
}

/** The later of two times, either of which may be missing. */
const latest = (a: number | null, b: number | null) => (a === null || (b !== null && b > a) ? b : a)
