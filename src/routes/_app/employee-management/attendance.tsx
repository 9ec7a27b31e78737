import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { StaffAttendance } from '../../../features/employees/attendance/staff-attendance'
import { staffAttendanceSearch } from '../../../features/employees/attendance/staff-attendance-search'

/** A day of a campus's staff (`?campusId&departmentId&staffType&date`). */
export const Route = createFileRoute('/_app/employee-management/attendance')({
  validateSearch: staffAttendanceSearch,
  component: Screen,
})

function Screen() {
  const navigate = useNavigate()
  return (
    <StaffAttendance
      search={Route.useSearch()}
      choose={(search) => void navigate({ to: '.', search })}
    />
  )
}
