import { createFileRoute, useRouter } from '@tanstack/react-router'
import { studentPaths } from '../../../features/students/student-paths'
import { StudentVerificationPage } from '../../../features/students/verification/verification-page'

/** One student's verification: a server id, or `local-…` for a student not sent yet. */
export const Route = createFileRoute('/_app/student-management/student-verification/$id')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { id } = Route.useParams()
  return (
    <StudentVerificationPage
      key={id}
      studentKey={id}
      detailHref={studentPaths.detail(id)}
      go={(href) => router.history.push(href)}
    />
  )
}
