import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { ExamAppearance } from '../../../features/exams/exam-appearance'

/** `?exam=<key>`: the exam whose appearance list is shown. */
export const Route = createFileRoute('/_app/exam-management/exam-appear')({
  validateSearch: (raw: Record<string, unknown>): { exam?: number | string } =>
    validateRecordKey(raw, 'exam'),
  component: Screen,
})

function Screen() {
  const { exam } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <ExamAppearance
      examKey={exam === undefined ? undefined : recordKeyText(exam)}
      choose={(key) => void navigate({ to: '.', search: { exam: key } })}
    />
  )
}
