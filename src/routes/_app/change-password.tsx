import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '../../features/account/change-password-form'

export const Route = createFileRoute('/_app/change-password')({
  component: ChangePasswordForm,
})
