import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { examView } from '../../../features/exams/exam-view'

export const Route = createFileRoute('/_app/pass-rate-management/exam-schedule')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={examView} />,
})
