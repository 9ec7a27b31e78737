import { createFileRoute } from '@tanstack/react-router'
import { DashboardPlaceholder } from '../../features/dashboard/dashboard-placeholder'

export const Route = createFileRoute('/_app/')({
  component: DashboardPlaceholder,
})
