import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { sectionView } from '../../../features/setup/section-view'

export const Route = createFileRoute('/_app/other-setup/add-section')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={sectionView} />,
})
