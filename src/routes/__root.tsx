import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { SkipLink } from '../components/skip-link'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
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
