import { createFileRoute, useRouter } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { OutcomeDetail } from '../../../features/outcomes/outcome-detail'

/** `?graduation=<key>`: a server id, or `local-…` for one recorded here and not synced yet. */
export const Route = createFileRoute('/_app/graduation-management/graduation-detail')({
  validateSearch: (raw: Record<string, unknown>): { graduation?: number | string } =>
    validateRecordKey(raw, 'graduation'),
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { graduation } = Route.useSearch()
  return (
    <OutcomeDetail
      which="graduation"
      recordKey={recordKeyText(graduation)}
      go={(href) => router.history.push(href)}
    />
  )
}
