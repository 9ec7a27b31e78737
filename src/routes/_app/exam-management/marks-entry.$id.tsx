import { createFileRoute } from '@tanstack/react-router'
import { MarksEntry } from '../../../features/exams/marks-entry'

/** `marks-entry/<exam>?subject=<id>`: one paper's marks grid. */
export const Route = createFileRoute('/_app/exam-management/marks-entry/$id')({
  validateSearch: (raw: Record<string, unknown>): { subject?: number } => {
    const subject = Number(raw.subject)
    return Number.isInteger(subject) && subject > 0 ? { subject } : {}
  },
  component: Screen,
})

function Screen() {
  const { id } = Route.useParams()
  const { subject } = Route.useSearch()
  return <MarksEntry examKey={id} subject={subject} />
}
