import { createFileRoute } from '@tanstack/react-router'
import { AreaNotBuiltPage } from '../components/area-not-built-page'
import { SignedInLayout } from '../app/signed-in-layout'
import { PublicLayout } from '../components/layout/public-layout'
import { NotFoundPage } from '../components/not-found-page'
import { useSession } from '../lib/session/session-store'
import { requireSignIn } from './-guards'

/**
 * Every path without a screen of its own. A page the product has (spec §2) but this release has
 * not built says so inside the layout; anything else is the 404 page, signed in or not.
 */
export const Route = createFileRoute('/$')({
  // The page tables (every menu of spec §2) load with the first unknown path, not in the entry.
  beforeLoad: async ({ location }) => {
    const { knownPageAt } = await import('../lib/navigation/known-pages')
    const page = knownPageAt(location.pathname)
    if (page && !page.isPublic) requireSignIn(location)
    return { page }
  },
  component: CatchAll,
})

function CatchAll() {
  const { page } = Route.useRouteContext()
  const { user } = useSession()
  const content = page ? <AreaNotBuiltPage area={page.area} title={page.title} /> : <NotFoundPage />
  const signedIn = page ? !page.isPublic : user !== null
  return signedIn ? (
    <SignedInLayout>{content}</SignedInLayout>
  ) : (
    <PublicLayout>{content}</PublicLayout>
  )
}
