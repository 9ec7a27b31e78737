import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { majorSubjectView } from '../../../features/setup/major-subject-view'

export const Route = createFileRoute('/_app/program-management/major-subject')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={majorSubjectView} />,
})
