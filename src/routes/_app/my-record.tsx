import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../api/api-error'
import { myEnrolmentQuery } from '../../features/dashboard/dashboard-queries'
import { MyRecord } from '../../features/students/my-record'
import { roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'

/** A Student's own record (decision 0360), found through the enrolment linked to their account. */
export const Route = createFileRoute('/_app/my-record')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const user = useSignedInUser()
  // A staff member's account has no record of its own: not asked for (the server would refuse it).
  const staff = roleOf(user) !== 'Student'
  const enrolment = useQuery({ ...myEnrolmentQuery(user.id), enabled: !staff })
  // No enrolment linked (404), or an account that is not a student's (403): no record to show.
  const none =
    staff || (enrolment.error instanceof ApiError && [403, 404].includes(enrolment.error.status))
  return (
    <MyRecord
      studentKey={none ? null : enrolment.data ? String(enrolment.data.studentId) : undefined}
      staff={staff}
      go={(href) => router.history.push(href)}
    />
  )
}
