import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { cardSearch } from '../../../features/students/cards/card-search'
import { ClassRegister } from '../../../features/students/class-register'

/** A class's register to print or save as a PDF (`?programId&batchId&term`). */
export const Route = createFileRoute('/_app/student-management/exportToPdf')({
  validateSearch: cardSearch,
  component: Screen,
})

function Screen() {
  const navigate = useNavigate()
  return (
    <ClassRegister
      search={Route.useSearch()}
      choose={(search) => void navigate({ to: '.', search })}
    />
  )
}
