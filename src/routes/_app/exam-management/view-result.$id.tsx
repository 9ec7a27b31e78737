import { createFileRoute } from '@tanstack/react-router'
import { StudentResultPage } from '../../../features/exams/results'

/** `view-result/<exam>?student=<id>`: one student's result in one exam. */
export const Route = createFileRoute('/_app/exam-management/view-result/$id')({
  validateSearch: (raw: Record<string, unknown>): { student?: number } => {
    const student = Number(raw.student)
    return Number.isInteger(student) && student > 0 ? { student } : {}
  },
  component: Screen,
})

function Screen() {
  const { id } = Route.useParams()
  const { student } = Route.useSearch()
  return <StudentResultPage examKey={id} studentId={student} />
}
