import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'

export const Route = createFileRoute('/_public/register')({
  component: RegisterPage,
})

function RegisterPage() {
  const navigate = useNavigate()
  return <RegisterForm onRegistered={() => void navigate({ to: '/login' })} />
}
