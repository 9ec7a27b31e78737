import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { validateRecordKey } from '../../../components/register/register-search'
import { ExamAppearance } from '../../../features/exams/exam-appearance'

/** `?exam=<key>`: the exam whose appearance list is shown. */
export const Route = createFileRoute('/_app/exam-management/exam-appear')({
  validateSearch: (raw: Record<string, unknown>): { exam?: string } =>
    validateRecordKey(raw, 'exam'),
  component: Screen,
})

function Screen() {
  const { exam } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <ExamAppearance
      examKey={exam}
      choose={(key) => void navigate({ to: '.', search: { exam: key } })}
    />
  )
}
