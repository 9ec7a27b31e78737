import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { departmentView } from '../../../features/setup/department-view'

export const Route = createFileRoute('/_app/other-setup/add-department')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={departmentView} />,
})
