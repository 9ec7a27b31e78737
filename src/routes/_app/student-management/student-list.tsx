import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { StudentList } from '../../../features/students/student-list-screens'

export const Route = createFileRoute('/_app/student-management/student-list')({
  validateSearch: validateRegisterSearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  const router = useRouter()
  const go = (href: string) => router.history.push(href)
  return (
    <StudentList
      search={Route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      go={go}
      importable
    />
  )
}
