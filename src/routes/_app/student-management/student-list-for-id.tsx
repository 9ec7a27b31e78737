import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { cardSearch } from '../../../features/students/cards/card-search'
import { StudentListForId } from '../../../features/students/cards/identity-cards'

export const Route = createFileRoute('/_app/student-management/student-list-for-id')({
  validateSearch: cardSearch,
  component: Screen,
})

function Screen() {
  const navigate = useNavigate()
  return (
    <StudentListForId
      search={Route.useSearch()}
      choose={(search) => void navigate({ to: '.', search })}
    />
  )
}
