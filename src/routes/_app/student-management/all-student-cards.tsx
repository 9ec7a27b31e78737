import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { cardSearch } from '../../../features/students/cards/card-search'
import { AllStudentCards } from '../../../features/students/cards/identity-cards'

export const Route = createFileRoute('/_app/student-management/all-student-cards')({
  validateSearch: cardSearch,
  component: Screen,
})

function Screen() {
  const navigate = useNavigate()
  return (
    <AllStudentCards
      search={Route.useSearch()}
      choose={(search) => void navigate({ to: '.', search })}
    />
  )
}
