import { createFileRoute } from '@tanstack/react-router'
import { EntityListPage } from '../../../components/entity-list-page/entity-list-page'
import { validateListSearch } from '../../../features/setup/list-search'
import { programView } from '../../../features/setup/other-views'

export const Route = createFileRoute('/_app/program-management/programs')({
  validateSearch: validateListSearch,
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EntityListPage
      view={programView}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
