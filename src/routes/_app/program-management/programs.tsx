import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { programView } from '../../../features/setup/other-views'

export const Route = createFileRoute('/_app/program-management/programs')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={programView} />,
})
