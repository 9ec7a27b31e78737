import { createFileRoute, useRouter } from '@tanstack/react-router'
import { RecommendationLetter } from '../../../features/outcomes/recommendation-letter'

export const Route = createFileRoute('/_app/dropout-management/recommendation-letter/$id')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { id } = Route.useParams()
  return <RecommendationLetter dropoutKey={id} go={(href) => router.history.push(href)} />
}
