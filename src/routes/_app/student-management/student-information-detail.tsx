import { createFileRoute, useRouter } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { StudentDetail } from '../../../features/students/student-detail'

// What can be recorded of the student (a dropout, a graduation, a certificate) brings the outcome
// areas' views and words: loaded after the record itself, as its documents are.
const StudentOutcomeActions = lazy(() =>
  import('../../../features/outcomes/student-outcome-actions').then((m) => ({
    default: m.StudentOutcomeActions,
  })),
)

/** `?student=<key>`: a server id, or `local-…` for a student entered here and not synced yet. */
export const Route = createFileRoute('/_app/student-management/student-information-detail')({
  validateSearch: (raw: Record<string, unknown>): { student?: number | string } =>
    validateRecordKey(raw, 'student'),
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { student } = Route.useSearch()
  const go = (href: string) => router.history.push(href)
  return (
    <StudentDetail
      studentKey={recordKeyText(student)}
      go={go}
      actions={(record) => (
        <Suspense>
          <StudentOutcomeActions student={record} go={go} />
        </Suspense>
      )}
    />
  )
}
