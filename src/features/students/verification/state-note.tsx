import { Alert, Stack, Text } from '@mantine/core'
import { verificationStates, type VerificationState } from '../../../../common/verification-rules'
import { t, type VerificationKey } from '../../../lib/i18n/verification'

/** A record's standing in words, for whoever reads it. */
export function StateNote({ state, note }: { state: VerificationState; note: unknown }) {
  if (state === 'returned' && typeof note === 'string')
    return <Alert color="orange">{t('verification.returnedBecause', { reason: note })}</Alert>
  if (state === 'submitted') return <Alert color="blue">{t('verification.submittedNote')}</Alert>
  if (state === 'verified') return <Alert color="green">{t('verification.verifiedNote')}</Alert>
  return null
}

/**
 * A record's standing told to the student it is of, beside its badge: what "Draft" means for them
 * (the campus has not sent it yet), and why the university returned it.
 */
export function StudentStateNote({ state, note }: { state: VerificationState; note: unknown }) {
  const known = verificationStates.includes(state) ? state : 'draft'
  return (
    <Stack gap="xs">
      <Text>{t(`verification.forStudent.${known}` as VerificationKey)}</Text>
      {known === 'returned' && typeof note === 'string' && (
        <Alert color="orange">{t('verification.returnedBecause', { reason: note })}</Alert>
      )}
    </Stack>
  )
}
