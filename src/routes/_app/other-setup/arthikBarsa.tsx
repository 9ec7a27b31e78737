import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../features/setup/list-search'
import { fiscalYearView } from '../../../features/setup/fiscal-year-view'

export const Route = createFileRoute('/_app/other-setup/arthikBarsa')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={fiscalYearView} />,
})
