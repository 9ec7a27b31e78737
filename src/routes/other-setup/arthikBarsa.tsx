import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../components/entity-list-page/entity-list-route'
import { PublicLayout } from '../../components/layout/public-layout'
import { SignedInLayout } from '../../app/signed-in-layout'
import { fiscalYearView } from '../../features/setup/fiscal-year-view'
import { validateListSearch } from '../../components/entity-list-page/list-search'
import { PublicFiscalYears } from '../../features/setup/public-fiscal-years'
import { useSession } from '../../lib/session/session-store'

// Spec §2: the fiscal-year page is public. Signed in, it is the setup list (editable by the
// commission); signed out, a read-only list in the public layout, not a redirect to /login.
export const Route = createFileRoute('/other-setup/arthikBarsa')({
  validateSearch: validateListSearch,
  component: FiscalYearPage,
})

function FiscalYearPage() {
  const { user } = useSession()
  return user ? (
    <SignedInLayout>
      <EntityListRoute route={Route} view={fiscalYearView} />
    </SignedInLayout>
  ) : (
    <PublicLayout>
      <PublicFiscalYears />
    </PublicLayout>
  )
}
