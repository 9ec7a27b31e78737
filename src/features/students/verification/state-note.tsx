import { Alert } from '@mantine/core'
import type { VerificationState } from '../../../../common/verification-rules'
import { t } from '../../../lib/i18n/verification'

/** A record's standing in words, for whoever reads it. */
export function StateNote({ state, note }: { state: VerificationState; note: unknown }) {
  if (state === 'returned' && typeof note === 'string')
    return <Alert color="orange">{t('verification.returnedBecause', { reason: note })}</Alert>
  if (state === 'submitted') return <Alert color="blue">{t('verification.submittedNote')}</Alert>
  if (state === 'verified') return <Alert color="green">{t('verification.verifiedNote')}</Alert>
  return null
}
