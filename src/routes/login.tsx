import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { LoginForm } from '../features/auth/login-form'

export const Route = createFileRoute('/login')({
  component: LoginPage,
})

function LoginPage() {
  const navigate = useNavigate()
  return (
    <LoginForm
      onSignedIn={() => void navigate({ to: '/' })}
      onMustSetPassword={(email, token) =>
        void navigate({ to: '/reset-password/$email/$token', params: { email, token } })
      }
    />
  )
}
