import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { facultyView } from '../../../features/setup/faculty-view'

export const Route = createFileRoute('/_app/other-setup/faculty-management')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={facultyView} />,
})
