import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { cardSearch } from '../../../features/students/cards/card-search'
import { IdentityCardHome } from '../../../features/students/cards/identity-cards'

export const Route = createFileRoute('/_app/student-management/identity-card-home')({
  validateSearch: cardSearch,
  component: Screen,
})

function Screen() {
  const navigate = useNavigate()
  return (
    <IdentityCardHome
      search={Route.useSearch()}
      choose={(search) => void navigate({ to: '.', search })}
    />
  )
}
