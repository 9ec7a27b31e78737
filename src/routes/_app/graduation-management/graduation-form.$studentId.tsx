import { createFileRoute, useRouter } from '@tanstack/react-router'
import { OutcomeForm } from '../../../features/outcomes/outcome-form'

/** The form of one student's graduation (`$studentId`: the student's server id). */
export const Route = createFileRoute('/_app/graduation-management/graduation-form/$studentId')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { studentId } = Route.useParams()
  return (
    <OutcomeForm
      which="graduation"
      studentKey={studentId}
      go={(href) => router.history.push(href)}
    />
  )
}
