import { createFileRoute } from '@tanstack/react-router'
import { StudentHome } from '../../features/account/student-home'

export const Route = createFileRoute('/_app/home')({
  component: StudentHome,
})
