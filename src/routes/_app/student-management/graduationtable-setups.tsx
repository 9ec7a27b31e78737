import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { graduationDivisionView } from '../../../features/outcomes/graduation-division-view'

export const Route = createFileRoute('/_app/student-management/graduationtable-setups')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={graduationDivisionView} />,
})
