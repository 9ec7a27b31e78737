import { createFileRoute } from '@tanstack/react-router'
import { ComingLaterPage } from '../../components/coming-later-page'

export const Route = createFileRoute('/_public/forgot-password')({
  component: () => <ComingLaterPage title="forgotPassword.title" body="forgotPassword.notYet" />,
})
