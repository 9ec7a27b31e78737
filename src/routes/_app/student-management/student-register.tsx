import { createFileRoute, useRouter } from '@tanstack/react-router'
import { StudentRegister } from '../../../features/students/student-register'

export const Route = createFileRoute('/_app/student-management/student-register')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  return <StudentRegister go={(href) => router.history.push(href)} />
}
