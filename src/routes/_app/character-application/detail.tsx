import { createFileRoute, useRouter } from '@tanstack/react-router'
import { recordKeyText, validateRecordKey } from '../../../components/register/register-search'
import { OutcomeDetail } from '../../../features/outcomes/outcome-detail'

/** `?certificate=<key>`: a server id, or `local-…` for one issued here and not synced yet. */
export const Route = createFileRoute('/_app/character-application/detail')({
  validateSearch: (raw: Record<string, unknown>): { certificate?: number | string } =>
    validateRecordKey(raw, 'certificate'),
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { certificate } = Route.useSearch()
  return (
    <OutcomeDetail
      which="certificate"
      recordKey={recordKeyText(certificate)}
      go={(href) => router.history.push(href)}
    />
  )
}
