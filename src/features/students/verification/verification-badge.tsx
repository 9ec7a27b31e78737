import { Badge } from '@mantine/core'
import type { VerificationState } from '../../../../common/verification-rules'
import { t, type VerificationKey } from '../../../lib/i18n/verification'

const colours: Record<VerificationState, string> = {
  draft: 'gray',
  submitted: 'blue',
  verified: 'green',
  returned: 'orange',
}

/** A record's verification state as a badge: `<VerificationBadge state="verified" />`. */
export function VerificationBadge({ state }: { state: unknown }) {
  const known = (
    typeof state === 'string' && state in colours ? state : 'draft'
  ) as VerificationState
  return (
    <Badge color={colours[known]} variant="light">
      {t(`verification.state.${known}` as VerificationKey)}
    </Badge>
  )
}
