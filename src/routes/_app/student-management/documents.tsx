import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { StudentList } from '../../../features/students/student-list-screens'
import { t } from '../../../lib/i18n/students'

// Spec §2 "documents": a student's documents are kept on their page (decision 0254); this page
// finds the student.
export const Route = createFileRoute('/_app/student-management/documents')({
  validateSearch: validateRegisterSearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <StudentList
      search={Route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      go={(href) => router.history.push(href)}
      picking={{ title: t('student.documentsTitle'), intro: t('student.documentsIntro') }}
    />
  )
}
