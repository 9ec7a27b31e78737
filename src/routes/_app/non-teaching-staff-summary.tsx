import { createFileRoute } from '@tanstack/react-router'
import { StaffSummaryPage } from '../../features/dashboard/staff-summary-page'
import { staffSummarySearch } from '../../features/dashboard/report-search'

// HEMIS Reports → Non-Teaching Staff Summary: the filters live in the URL.
export const Route = createFileRoute('/_app/non-teaching-staff-summary')({
  validateSearch: staffSummarySearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  return (
    <StaffSummaryPage
      type="non-teaching"
      search={Route.useSearch()}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  )
}
