import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { StudentPicker } from '../../../features/outcomes/outcome-screens'
import { studentView } from '../../../features/students/student-view'

export const Route = createFileRoute('/_app/graduation-management/student-list')({
  validateSearch: validateRegisterSearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <StudentPicker
      students={studentView}
      which="graduation"
      search={Route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      go={(href) => router.history.push(href)}
    />
  )
}
