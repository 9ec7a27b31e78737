import { createFileRoute } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { EmployeeListRoute } from '../../../features/employees/employee-screens'

// The staff of the commission itself (decision 0323).
export const Route = createFileRoute('/_app/user-management/ugc-employee-user')({
  validateSearch: validateRegisterSearch,
  component: () => <EmployeeListRoute route={Route} which="commission" />,
})
