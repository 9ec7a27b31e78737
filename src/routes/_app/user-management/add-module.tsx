import { createFileRoute } from '@tanstack/react-router'
import { ModuleCatalogue } from '../../../features/users/permissions/module-catalogue'

export const Route = createFileRoute('/_app/user-management/add-module')({
  component: ModuleCatalogue,
})
