import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { StudentPicker } from '../../../features/outcomes/outcome-screens'
import { studentView } from '../../../features/students/student-view'

export const Route = createFileRoute('/_app/receipt-management/students')({
  validateSearch: validateRegisterSearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <StudentPicker
      students={studentView}
      which="receipt"
      owing
      search={Route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      go={(href) => router.history.push(href)}
    />
  )
}
