import { StudentContactCard } from './student-contact'
import { StudentEnrolment } from './student-enrolment'

/** The figures of a Student: their own enrolment and contact details. */
export function StudentDashboard({ userId }: { userId: number }) {
  return (
    <>
      <StudentEnrolment userId={userId} />
      <StudentContactCard userId={userId} />
    </>
  )
}
