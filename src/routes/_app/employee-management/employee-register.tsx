import { createFileRoute, useRouter } from '@tanstack/react-router'
import { EmployeeRegister } from '../../../features/employees/employee-record-screens'

export const Route = createFileRoute('/_app/employee-management/employee-register')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  return <EmployeeRegister go={(href) => router.history.push(href)} />
}
