import { createFileRoute } from '@tanstack/react-router'
import { PermissionChanges } from '../../../features/users/permissions/permission-changes'

export const Route = createFileRoute('/_app/user-management/permission-management')({
  component: PermissionChanges,
})
