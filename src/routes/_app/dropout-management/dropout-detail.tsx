import { createFileRoute, useRouter } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { OutcomeDetail } from '../../../features/outcomes/outcome-detail'

/** `?dropout=<key>`: a server id, or `local-…` for one recorded here and not synced yet. */
export const Route = createFileRoute('/_app/dropout-management/dropout-detail')({
  validateSearch: (raw: Record<string, unknown>): { dropout?: number | string } =>
    validateRecordKey(raw, 'dropout'),
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { dropout } = Route.useSearch()
  return (
    <OutcomeDetail
      which="dropout"
      recordKey={recordKeyText(dropout)}
      go={(href) => router.history.push(href)}
    />
  )
}
