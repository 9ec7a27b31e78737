import { createFileRoute } from '@tanstack/react-router'
import { PassRateRoute } from '../../../features/dashboard/pass-rate-page'
import { passRateSearch } from '../../../features/dashboard/report-search'
import { examName } from '../../../features/exams/exam-view'

export const Route = createFileRoute('/_app/pass-rate-management/exam-appeared')({
  validateSearch: passRateSearch,
  component: () => <PassRateRoute route={Route} view="exam" examLabel={examName} />,
})
