import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { levelView } from '../../../features/setup/level-view'

export const Route = createFileRoute('/_app/other-setup/level-management')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={levelView} />,
})
