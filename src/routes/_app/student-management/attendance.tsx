import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AttendanceSheet } from '../../../features/students/attendance/attendance-sheet'
import { attendanceSearch } from '../../../features/students/attendance/attendance-search'

/** A class's day of attendance (`?programId&batchId&term&sectionId&date`). */
export const Route = createFileRoute('/_app/student-management/attendance')({
  validateSearch: attendanceSearch,
  component: Screen,
})

function Screen() {
  const navigate = useNavigate()
  return (
    <AttendanceSheet
      search={Route.useSearch()}
      choose={(search) => void navigate({ to: '.', search })}
    />
  )
}
