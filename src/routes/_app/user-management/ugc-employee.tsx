import { createFileRoute } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { StaffAccountsRoute } from '../../../features/employees/staff-accounts'
import { LazyInviteUserForm } from '../../../features/users/lazy-invite-user-form'

// The commission's staff and their sign-in accounts (decision 0323).
export const Route = createFileRoute('/_app/user-management/ugc-employee')({
  validateSearch: validateRegisterSearch,
  component: () => (
    <StaffAccountsRoute route={Route} level="commission" accountForm={LazyInviteUserForm} />
  ),
})
