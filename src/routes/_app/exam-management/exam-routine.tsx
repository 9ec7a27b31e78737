import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { ExamRoutine } from '../../../features/exams/exam-routine'

/** `?exam=<key>`: the exam whose routine is shown (a server id, or `local-…` not synced yet). */
export const Route = createFileRoute('/_app/exam-management/exam-routine')({
  validateSearch: (raw: Record<string, unknown>): { exam?: number | string } =>
    validateRecordKey(raw, 'exam'),
  component: Screen,
})

function Screen() {
  const { exam } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <ExamRoutine
      examKey={exam === undefined ? undefined : recordKeyText(exam)}
      choose={(key) => void navigate({ to: '.', search: { exam: key } })}
    />
  )
}
