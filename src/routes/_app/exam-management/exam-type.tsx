import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { examTypeView } from '../../../features/exams/exam-type-view'

export const Route = createFileRoute('/_app/exam-management/exam-type')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={examTypeView} />,
})
