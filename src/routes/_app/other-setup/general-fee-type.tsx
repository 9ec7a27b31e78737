import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { generalFeeTypeView } from '../../../features/setup/other-views'

export const Route = createFileRoute('/_app/other-setup/general-fee-type')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={generalFeeTypeView} />,
})
