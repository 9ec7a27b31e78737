import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { resultTotalView } from '../../../features/exams/result-total-view'

export const Route = createFileRoute('/_app/pass-rate-management/student-result-entry')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={resultTotalView} />,
})
