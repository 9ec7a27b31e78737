import { createFileRoute } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { EmployeeListRoute } from '../../../features/employees/employee-screens'

// The staff of a university's central office (decision 0323).
export const Route = createFileRoute('/_app/employee-management/uni-employee')({
  validateSearch: validateRegisterSearch,
  component: () => <EmployeeListRoute route={Route} which="university" />,
})
