import { createFileRoute, useRouter } from '@tanstack/react-router'
import { OutcomeForm } from '../../../features/outcomes/outcome-form'

/** The form of one student's receipt (`$studentId`: the student's server id). */
export const Route = createFileRoute('/_app/receipt-management/receipt-form/$studentId')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { studentId } = Route.useParams()
  return (
    <OutcomeForm which="receipt" studentKey={studentId} go={(href) => router.history.push(href)} />
  )
}
