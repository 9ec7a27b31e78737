import { createFileRoute } from '@tanstack/react-router'
import { countSearch } from '../../features/dashboard/student-counts/count-search'
import { StudentCountsRoute } from '../../features/dashboard/student-counts/student-counts-page'

export const Route = createFileRoute('/_app/student-by-district')({
  validateSearch: countSearch,
  component: () => <StudentCountsRoute kind="district" route={Route} />,
})
