import { createFileRoute } from '@tanstack/react-router'
import { VerifyStudentCard } from '../../../features/students/cards/verify-card'

/** The public page a printed identity card's QR code opens (no sign-in needed). */
export const Route = createFileRoute('/_public/verify/student-card/$code')({
  component: Screen,
})

function Screen() {
  const { code } = Route.useParams()
  return <VerifyStudentCard code={code} />
}
