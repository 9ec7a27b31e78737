import { useNavigate, useSearch } from '@tanstack/react-router'
import type { EntityView } from '../entity-view/entity-view'
import { EntityListPage, type ListSearch } from './entity-list-page'

/**
 * The screen of a setup list's route: the list page with paging and filters kept in the URL
 * (the route validates them). Example: `component: () => <EntityListRoute view={levelView} />`.
 */
export function EntityListRoute({ view }: { view: EntityView }) {
  const search: ListSearch = useSearch({ strict: false })
  const navigate = useNavigate()
  return (
    <EntityListPage
      view={view}
      search={search}
      onSearch={(next) => void navigate({ to: '.', search: next, replace: true })}
    />
  )
}
