// A student's page (spec §2), apart from the lists (`student-list-screens.tsx`) and the register
// form (`student-register.tsx`) so that each route loads only its own.
import type { ReactNode } from 'react'
import { lockedForCampus } from '../../../common/verification-rules'
import { SpaButtonLink, type Go } from '../../components/register/spa-link'
import type { CachedRecord } from '../../offline/db'
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import { t } from '../../lib/i18n/students'
import { studentPaths } from './student-paths'
import { studentView } from './student-view'
import { AcademicHistory } from './academic-history'
import { NoStudentChosen } from './no-student-chosen'
import { StudentHistory } from './verification/student-history'
import { useQueuedActions } from './verification/verification-calls'
import { stateOf, VerificationLink } from './verification/verification-link'

const back = { href: studentPaths.list, label: t('student.backToList') }

/** A student's page; `actions` are what other areas offer on it (Record dropout). */
export function StudentDetail({
  studentKey,
  go,
  actions,
}: {
  studentKey: string
  go: Go
  actions?: (record: CachedRecord) => ReactNode
}) {
  // A record not sent yet (`local-…`) has no results or history on the server.
  const serverId = /^\d+$/.test(studentKey) ? Number(studentKey) : null
  // A submit queued on this device locks the record once it arrives: an edit typed meanwhile would
  // be refused then, so none is offered until the server has answered the submit.
  const submitting = useQueuedActions(studentKey, serverId).has('submit')
  if (!studentKey) return <NoStudentChosen go={go} />
  return (
    <RegisterDetailPage
      view={studentView}
      recordKey={studentKey}
      back={back}
      notFound={t('student.notFound')}
      go={go}
      actions={(record) => (
        <>
          <VerificationLink
            record={record}
            href={studentPaths.verification(record.key)}
            go={go}
            submitting={submitting}
          />
          {/^\d+$/.test(record.key) && (
            <SpaButtonLink href={studentPaths.card(record.key)} go={go} variant="default">
              {t('student.identityCard')}
            </SpaButtonLink>
          )}
          {actions?.(record)}
        </>
      )}
      editable={(record) => !submitting && !lockedForCampus(stateOf(record))}
      documents
      // Only of a student found: a missing one has no history to ask the server for.
      more={() => (
        <>
          <AcademicHistory studentId={serverId} />
          <StudentHistory studentId={serverId} />
        </>
      )}
    />
  )
}
