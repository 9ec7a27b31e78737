import { createFileRoute, useRouter } from '@tanstack/react-router'
import { StudentDetail } from '../../../features/students/student-screens'

/** `?student=<key>`: a server id, or `local-…` for a student entered here and not synced yet. */
export const Route = createFileRoute('/_app/student-management/student-information-detail')({
  validateSearch: (raw: Record<string, unknown>): { student?: string } =>
    typeof raw.student === 'string' && /^(\d{1,10}|local-[0-9a-f-]{36})$/.test(raw.student)
      ? { student: raw.student }
      : typeof raw.student === 'number'
        ? { student: String(raw.student) }
        : {},
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { student } = Route.useSearch()
  return <StudentDetail studentKey={student ?? ''} go={(href) => router.history.push(href)} />
}
