import { createFileRoute, useRouter } from '@tanstack/react-router'
import { GraduationFeeReceipt } from '../../../features/outcomes/graduation-fee-receipt'

/** Spec `receipt-details/{id}` of Graduation (`$id`: the graduation's key): its fee's receipt. */
export const Route = createFileRoute('/_app/graduation-management/receipt-details/$id')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { id } = Route.useParams()
  return <GraduationFeeReceipt graduationKey={id} go={(href) => router.history.push(href)} />
}
