import { createFileRoute, useRouter } from '@tanstack/react-router'
import { OutcomeDetail } from '../../../features/outcomes/outcome-detail'
import { ReceiptPaper } from '../../../features/outcomes/receipt-paper'

/**
 * Spec `receipt-details/{id}` (`$id`: a server id, or `local-…` for one issued here and not synced
 * yet): the receipt's record, corrected or cancelled by Edit; `?print=1`, the paper to print.
 */
export const Route = createFileRoute('/_app/receipt-management/receipt-details/$id')({
  validateSearch: (raw: Record<string, unknown>): { print?: 1 } =>
    String(raw.print) === '1' ? { print: 1 } : {},
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { id } = Route.useParams()
  const { print } = Route.useSearch()
  const go = (href: string) => router.history.push(href)
  return print ? (
    <ReceiptPaper receiptKey={id} go={go} />
  ) : (
    <OutcomeDetail which="receipt" recordKey={id} go={go} />
  )
}
