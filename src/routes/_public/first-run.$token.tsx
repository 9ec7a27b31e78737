import { createFileRoute } from '@tanstack/react-router'
import { FirstAdminForm } from '../../features/users/first-admin-form'

// The one-time link an empty installation prints at start (README, "First run").
export const Route = createFileRoute('/_public/first-run/$token')({
  component: function FirstRun() {
    const { token } = Route.useParams()
    return <FirstAdminForm token={token} />
  },
})
