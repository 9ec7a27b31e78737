import { createFileRoute } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { EmployeeListRoute } from '../../../features/employees/employee-screens'

export const Route = createFileRoute('/_app/employee-management/technical-staff')({
  validateSearch: validateRegisterSearch,
  component: () => <EmployeeListRoute route={Route} which="technical" />,
})
