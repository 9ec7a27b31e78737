// The Receipt menu opens the same list as Setup (spec §2 lists it under both).
import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { generalFeeTypeView } from '../../../features/setup/other-views'

export const Route = createFileRoute('/_app/receipt-management/general-fee-type')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={generalFeeTypeView} />,
})
