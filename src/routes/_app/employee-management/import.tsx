import { createFileRoute, useRouter } from '@tanstack/react-router'
import { EmployeeImport } from '../../../features/employees/import/employee-import-page'

// Import employees (issues 13 and 14; decision 0323): the spec names no route, so it sits beside
// the student register's `import`.
export const Route = createFileRoute('/_app/employee-management/import')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  return <EmployeeImport go={(href) => router.history.push(href)} />
}
