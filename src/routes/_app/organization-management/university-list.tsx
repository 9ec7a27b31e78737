import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { universityView } from '../../../features/organizations/university-view'

export const Route = createFileRoute('/_app/organization-management/university-list')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={universityView} form={false} />,
})
