import { createFileRoute } from '@tanstack/react-router'
import { EntityListPage } from '../../../components/entity-list-page/entity-list-page'
import { validateListSearch } from '../../../features/setup/list-search'
import { subjectView } from '../../../features/setup/subject-view'

export const Route = createFileRoute('/_app/program-management/subject-management')({
  validateSearch: validateListSearch,
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EntityListPage
      view={subjectView}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      lockedInEdit={['programId']}
    />
  )
}
