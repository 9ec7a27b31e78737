import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { makeTheme } from '../app/theme'

export type Rendered = { container: HTMLElement; unmount: () => void }

/**
 * Renders a component inside the app's providers and a one-route memory router, so components
 * that use `Link` or `useNavigate` work. Example: `await renderWithProviders(<LoginForm … />)`.
 */
export async function renderWithProviders(ui: ReactNode): Promise<Rendered> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <MantineProvider theme={makeTheme()} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    )
    await router.load()
  })
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
