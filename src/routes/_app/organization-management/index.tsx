import { createFileRoute, useRouter } from '@tanstack/react-router'
import { OrganizationHome } from '../../../features/organizations/organization-home'

export const Route = createFileRoute('/_app/organization-management/')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  return <OrganizationHome go={(href) => router.history.push(href)} />
}
