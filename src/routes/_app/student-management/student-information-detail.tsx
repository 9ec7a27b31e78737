import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRecordKey } from '../../../components/register/register-search'
import { StudentOutcomeActions } from '../../../features/outcomes/outcome-screens'
import { StudentDetail } from '../../../features/students/student-screens'

/** `?student=<key>`: a server id, or `local-…` for a student entered here and not synced yet. */
export const Route = createFileRoute('/_app/student-management/student-information-detail')({
  validateSearch: (raw: Record<string, unknown>): { student?: string } =>
    validateRecordKey(raw, 'student'),
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { student } = Route.useSearch()
  const go = (href: string) => router.history.push(href)
  return (
    <StudentDetail
      studentKey={student ?? ''}
      go={go}
      actions={(record) => <StudentOutcomeActions student={record} go={go} />}
    />
  )
}
