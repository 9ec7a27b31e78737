import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '../components/layout/public-layout'

// Sign-in, sign-up, password reset and payment outcomes: no session needed.
export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
})
