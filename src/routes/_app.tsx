import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MainLayout } from '../components/layout/main-layout'
import { SyncBadge } from '../components/sync/sync-badge'
import { SyncToasts } from '../components/sync/sync-toasts'
import { requireSignIn } from './-guards'

// Every screen of a signed-in user, inside the main menu, side navigation and footer.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: () => (
    <MainLayout headerExtra={<SyncBadge />}>
      <SyncToasts />
      <Outlet />
    </MainLayout>
  ),
})
