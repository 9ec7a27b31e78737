import { createFileRoute } from '@tanstack/react-router'
import { EntityListPage } from '../../../components/entity-list-page/entity-list-page'
import { validateListSearch } from '../../../features/setup/list-search'
import { facultyView } from '../../../features/setup/faculty-view'

export const Route = createFileRoute('/_app/other-setup/faculty-management')({
  validateSearch: validateListSearch,
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EntityListPage
      view={facultyView}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
