import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { campusView } from '../../../features/organizations/campus-view'

export const Route = createFileRoute('/_app/organization-management/campus-register')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={campusView} />,
})
