import { createRouter } from '@tanstack/react-router'
import { RouteError } from '../components/route-error'
import { routeTree } from '../routeTree.gen'
import { queryClient } from './query-client'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A loader or screen that throws shows what happened and a way on, never a blank page.
  defaultErrorComponent: RouteError,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
