import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '../../features/auth/reset-password-form'

// Reached from the mailed link, or from sign-in when an account must set its password first.
export const Route = createFileRoute('/_public/reset-password/$email/$token')({
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { email, token } = Route.useParams()
  return <ResetPasswordForm email={email} token={token} />
}
