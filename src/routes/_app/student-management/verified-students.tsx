import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { EnrollmentList } from '../../../features/students/student-list-screens'

/** Student Enrollment: the register filtered by verification state (decision 0250). */
export const Route = createFileRoute('/_app/student-management/verified-students')({
  validateSearch: validateRegisterSearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <EnrollmentList
      search={Route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      go={(href) => router.history.push(href)}
    />
  )
}
