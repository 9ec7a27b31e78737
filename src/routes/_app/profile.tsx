import { createFileRoute } from '@tanstack/react-router'
import { ProfileForm } from '../../features/account/profile-form'

export const Route = createFileRoute('/_app/profile')({
  component: ProfileForm,
})
