import { createFileRoute } from '@tanstack/react-router'
import { EntityListPage } from '../../../components/entity-list-page/entity-list-page'
import { validateListSearch } from '../../../features/setup/list-search'
import { fiscalYearView } from '../../../features/setup/fiscal-year-view'

export const Route = createFileRoute('/_app/other-setup/arthikBarsa')({
  validateSearch: validateListSearch,
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EntityListPage
      view={fiscalYearView}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
