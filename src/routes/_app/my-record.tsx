import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../api/api-error'
import { myEnrolmentQuery } from '../../features/dashboard/dashboard-queries'
import { MyRecord } from '../../features/students/my-record'
import { useSignedInUser } from '../../lib/session/session-store'

/** A Student's own record (decision 0360), found through the enrolment linked to their account. */
export const Route = createFileRoute('/_app/my-record')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const user = useSignedInUser()
  const enrolment = useQuery(myEnrolmentQuery(user.id))
  // No enrolment linked (404), or an account that is not a student's (403): no record to show.
  const none = enrolment.error instanceof ApiError && [403, 404].includes(enrolment.error.status)
  return (
    <MyRecord
      studentKey={none ? null : enrolment.data ? String(enrolment.data.studentId) : undefined}
      go={(href) => router.history.push(href)}
    />
  )
}
