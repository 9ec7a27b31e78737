// A Student's own record (issue 12: "a Student sees only their own record"; decision 0360): the
// register's detail page read-only, with its photo, documents, verification state and results. The
// server answers only the record linked to their account; the device keeps it once read.
import { Alert, Stack, Title } from '@mantine/core'
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import type { Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/students'
import { AcademicHistory } from './academic-history'
import { studentView } from './student-view'
import { VerificationBadge } from './verification/verification-badge'
import { StudentStateNote } from './verification/state-note'
import { stateOf } from './verification/verification-link'
import { LoadingMark } from '../../components/loading-mark'

/**
 * The register's view as a Student reads it: without the campus's college programs, a staff list
 * the server refuses them (403 on every visit). The form's rule of which programs a campus offers
 * needs them; a read-only record names its program from the programs list a Student may read.
 */
const ownRecordView = {
  ...studentView,
  lookups: studentView.lookups?.filter((list) => list !== 'collegeProgram'),
}

/**
 * `studentKey`: their record's id; null when no record is linked; undefined while asked. `staff`:
 * the account is a staff member's, which has no record of its own.
 */
export function MyRecord({
  studentKey,
  staff = false,
  go,
}: {
  studentKey: string | null | undefined
  staff?: boolean
  go: Go
}) {
  if (!studentKey)
    return (
      <Stack p="md">
        <Title order={1} size="h2">
          {t('student.myRecord')}
        </Title>
        {studentKey === undefined ? (
          <LoadingMark />
        ) : (
          <Alert color="yellow">
            {t(staff ? 'student.myRecordStaff' : 'student.myRecordNone')}
          </Alert>
        )}
      </Stack>
    )
  return (
    <RegisterDetailPage
      view={ownRecordView}
      recordKey={studentKey}
      back={{ href: '/home', label: t('student.backToHome') }}
      notFound={t('student.notFound')}
      go={go}
      actions={(record) => <VerificationBadge state={stateOf(record)} />}
      // What the badge's state means for the student, and why the university returned it.
      intro={(record) => (
        <StudentStateNote state={stateOf(record)} note={record.data.verificationNote} />
      )}
      documents
      more={() => <AcademicHistory studentId={Number(studentKey)} linked={false} />}
    />
  )
}
