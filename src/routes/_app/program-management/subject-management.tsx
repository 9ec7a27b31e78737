import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { subjectView } from '../../../features/setup/subject-view'

export const Route = createFileRoute('/_app/program-management/subject-management')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={subjectView} />,
})
