import { createFileRoute } from '@tanstack/react-router'
import { EntityListPage } from '../../../components/entity-list-page/entity-list-page'
import { validateListSearch } from '../../../features/setup/list-search'
import { generalFeeTypeView } from '../../../features/setup/other-views'

export const Route = createFileRoute('/_app/other-setup/general-fee-type')({
  validateSearch: validateListSearch,
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EntityListPage
      view={generalFeeTypeView}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
