import type { ComponentProps } from 'react'
import type { EntityView } from '../entity-view/entity-view'
import { EntityListPage } from './entity-list-page'
import { ownSearch, type ListSearch } from './list-search'

/** The parts of a setup list's route the screen uses: its validated search and navigation. */
type ListRoute = {
  useSearch: () => ListSearch
  useNavigate: () => (options: { search: ListSearch; replace: boolean }) => Promise<void>
}

/**
 * The screen of a setup list's route: the list page with paging and filters kept in the URL
 * (the route validates them). Example:
 * `component: () => <EntityListRoute route={Route} view={levelView} />`; a pre-filtered page
 * passes the page's `fixed` filters, `title` and `form={false}` on to the list page.
 * It takes the route's own hooks rather than importing the router, which keeps the router's
 * code in the chunks it was in (the /login bundle budget).
 */
export function EntityListRoute({
  route,
  view,
  ...page
}: { route: ListRoute; view: EntityView } & Pick<
  ComponentProps<typeof EntityListPage>,
  'fixed' | 'title' | 'form'
>) {
  // Only the filters this list declares are read and kept; others in a pasted URL fall away.
  const search = ownSearch(view, route.useSearch())
  const navigate = route.useNavigate()
  return (
    <EntityListPage
      view={view}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      {...page}
    />
  )
}
