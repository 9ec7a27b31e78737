import { createFileRoute } from '@tanstack/react-router'
import { cardSearch } from '../../../features/students/cards/card-search'
import { UpgradeScreen } from '../../-upgrade-screen'

/** Upgrade (`?programId&batchId&term`: the class chosen). */
export const Route = createFileRoute('/_app/student-management/upgrade-academics')({
  validateSearch: cardSearch,
  component: Screen,
})

function Screen() {
  return <UpgradeScreen search={Route.useSearch()} />
}
