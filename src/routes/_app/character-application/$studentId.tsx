import { createFileRoute, useRouter } from '@tanstack/react-router'
import { OutcomeForm } from '../../../features/outcomes/outcome-form'

/** The character certificate form of one graduate (`$studentId`: the student's server id). */
export const Route = createFileRoute('/_app/character-application/$studentId')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { studentId } = Route.useParams()
  return (
    <OutcomeForm
      which="certificate"
      studentKey={studentId}
      go={(href) => router.history.push(href)}
    />
  )
}
