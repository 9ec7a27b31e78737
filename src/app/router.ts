import { createRouter } from '@tanstack/react-router'
import { RouteError } from '../components/route-error'
import { stringifySearch } from './search-string'
import { routeTree } from '../routeTree.gen'
import { queryClient } from './query-client'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // `?year=3`, not `?year=%223%22`: links people share and bookmark read as they are.
  stringifySearch,
  // A loader or screen that throws shows what happened and a way on, never a blank page.
  defaultErrorComponent: RouteError,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
