import { createFileRoute } from '@tanstack/react-router'
import { PassRateRoute } from '../../../features/dashboard/pass-rate-page'
import { passRateSearch } from '../../../features/dashboard/report-search'

export const Route = createFileRoute('/_app/pass-rate-management/student-appeared')({
  validateSearch: passRateSearch,
  component: () => <PassRateRoute route={Route} view="class" />,
})
