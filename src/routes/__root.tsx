import { Container } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppHeader } from '../components/app-header'
import { NotFoundPage } from '../components/not-found-page'
import { SkipLink } from '../components/skip-link'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <SkipLink targetId="main" />
      <AppHeader />
      <Container component="main" id="main" tabIndex={-1} size="lg" py="xl">
        <Outlet />
      </Container>
    </>
  )
}
