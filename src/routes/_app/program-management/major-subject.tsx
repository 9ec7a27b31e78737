import { createFileRoute } from '@tanstack/react-router'
import { EntityListPage } from '../../../components/entity-list-page/entity-list-page'
import { validateListSearch } from '../../../features/setup/list-search'
import { majorSubjectView } from '../../../features/setup/major-subject-view'

export const Route = createFileRoute('/_app/program-management/major-subject')({
  validateSearch: validateListSearch,
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EntityListPage
      view={majorSubjectView}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      lockedInEdit={['programId']}
    />
  )
}
