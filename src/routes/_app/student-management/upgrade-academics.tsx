import { createFileRoute } from '@tanstack/react-router'
import { UpgradeScreen } from '../../-upgrade-screen'

export const Route = createFileRoute('/_app/student-management/upgrade-academics')({
  component: UpgradeScreen,
})
