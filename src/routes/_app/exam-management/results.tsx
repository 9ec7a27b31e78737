import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { ExamResults } from '../../../features/exams/results'

/** `?exam=<id>`: the exam whose result is shown. */
export const Route = createFileRoute('/_app/exam-management/results')({
  validateSearch: (raw: Record<string, unknown>): { exam?: number | string } =>
    validateRecordKey(raw, 'exam'),
  component: Screen,
})

function Screen() {
  const { exam } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <ExamResults
      examKey={exam === undefined ? undefined : recordKeyText(exam)}
      choose={(key) => void navigate({ to: '.', search: { exam: key } })}
    />
  )
}
