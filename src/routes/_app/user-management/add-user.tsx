import { createFileRoute } from '@tanstack/react-router'
import { InviteUserForm } from '../../../features/users/invite-user-form'

export const Route = createFileRoute('/_app/user-management/add-user')({
  component: InviteUserForm,
})
