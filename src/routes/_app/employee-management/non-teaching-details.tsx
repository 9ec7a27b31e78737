import { createFileRoute, useRouter } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { EmployeeDetail } from '../../../features/employees/employee-record-screens'

/** `?employee=<key>`: a server id, or `local-…` for one entered here and not synced yet. */
export const Route = createFileRoute('/_app/employee-management/non-teaching-details')({
  validateSearch: (raw: Record<string, unknown>): { employee?: number | string } =>
    validateRecordKey(raw, 'employee'),
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { employee } = Route.useSearch()
  return (
    <EmployeeDetail
      employeeKey={recordKeyText(employee)}
      go={(href) => router.history.push(href)}
    />
  )
}
