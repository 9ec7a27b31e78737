import { createFileRoute } from '@tanstack/react-router'
import { StudentCardPage } from '../../../features/students/cards/identity-cards'

/** `student-card/<studentId>`: one student's identity card, printed, issued or replaced. */
export const Route = createFileRoute('/_app/student-management/student-card/$studentId')({
  component: Screen,
})

function Screen() {
  const { studentId } = Route.useParams()
  return <StudentCardPage key={studentId} studentKey={studentId} />
}
