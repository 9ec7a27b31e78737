import { createFileRoute } from '@tanstack/react-router'
import { AssignPermissions } from '../../../features/users/permissions/assign-permissions'

export const Route = createFileRoute('/_app/user-management/assign-permission-uni')({
  component: () => <AssignPermissions level="university" />,
})
