import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SignedInLayout } from '../app/signed-in-layout'
import { requireSignIn } from './-guards'

// Every screen of a signed-in user, inside the main menu, side navigation and footer.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
})
