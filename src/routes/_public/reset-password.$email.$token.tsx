import { createFileRoute } from '@tanstack/react-router'
import { ComingLaterPage } from '../../components/coming-later-page'

// Sign-in sends an account that must set its password here, with its e-mail and reset token.
export const Route = createFileRoute('/_public/reset-password/$email/$token')({
  component: () => <ComingLaterPage title="resetPassword.title" body="resetPassword.notYet" />,
})
