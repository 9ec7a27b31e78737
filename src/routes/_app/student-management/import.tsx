import { createFileRoute, useRouter } from '@tanstack/react-router'
import { StudentImport } from '../../../features/students/import/student-import-page'

export const Route = createFileRoute('/_app/student-management/import')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  return <StudentImport go={(href) => router.history.push(href)} />
}
