import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { MarksEntry } from '../../../features/exams/marks-entry'
import { paperSearch } from '../../../features/exams/paper-search'

/** `marks-entry/<exam>?subject=<id>`: one paper's marks grid. */
export const Route = createFileRoute('/_app/exam-management/marks-entry/$id')({
  validateSearch: paperSearch,
  component: Screen,
})

function Screen() {
  const { id } = Route.useParams()
  const { subject } = Route.useSearch()
  const navigate = useNavigate()
  return (
    // Keyed by the paper: another paper starts from its own marks, not this one's unsaved edits.
    <MarksEntry
      key={`${id}:${subject ?? ''}`}
      examKey={id}
      subject={subject}
      choose={(next) => void navigate({ to: '.', search: { subject: next } })}
    />
  )
}
