import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { MarksList } from '../../../features/exams/marks-list'
import { paperSearch } from '../../../features/exams/paper-search'

/** `marks-list/<exam>?subject=<id>`: one paper's marks, and their corrections once published. */
export const Route = createFileRoute('/_app/exam-management/marks-list/$id')({
  validateSearch: paperSearch,
  component: Screen,
})

function Screen() {
  const { id } = Route.useParams()
  const { subject } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <MarksList
      key={`${id}:${subject ?? ''}`}
      examKey={id}
      subject={subject}
      choose={(next) => void navigate({ to: '.', search: { subject: next } })}
    />
  )
}
