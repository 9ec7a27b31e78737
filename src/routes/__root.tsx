import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { stylesFor } from '../app/screen-styles'
import { NotFoundPage } from '../components/not-found-page'
import { SkipLink } from '../components/skip-link'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen waits for the styles it is drawn with (decision 0349).
  beforeLoad: ({ location }) => stylesFor(location.pathname),
  component: Root,
  notFoundComponent: NotFoundPage,
})

function Root() {
  return (
    <>
      <SkipLink targetId="main" />
      <Outlet />
    </>
  )
}
