import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { CampusTypeList } from '../../../features/organizations/campus-type-list'

export const Route = createFileRoute('/_app/organization-management/constituent-campus')({
  validateSearch: validateListSearch,
  component: () => <CampusTypeList route={Route} type="constituent" />,
})
