import { Alert, Stack, Text } from '@mantine/core'
import { verificationStates, type VerificationState } from '../../../../common/verification-rules'
import { t, type VerificationKey } from '../../../lib/i18n/verification'

/**
 * A record's standing in words, for whoever reads it: to the campus what it may do with it, to its
 * verifier (`verifier`, the university or the commission) what is theirs to do. Standing text, not
 * an alert (Mantine's Alert is role="alert" unless told): an act's own notification says what changed.
 */
export function StateNote({
  state,
  note,
  verifier = false,
}: {
  state: VerificationState
  note: unknown
  verifier?: boolean
}) {
  if (state === 'returned' && typeof note === 'string')
    return (
      <Alert color="orange" role="none">
        {t('verification.returnedBecause', { reason: note })}
      </Alert>
    )
  if (state === 'submitted')
    return (
      <Alert color="blue" role="none">
        {t(verifier ? 'verification.submittedForVerifier' : 'verification.submittedNote')}
      </Alert>
    )
  if (state === 'verified')
    return (
      <Alert color="green" role="none">
        {t(verifier ? 'verification.verifiedForVerifier' : 'verification.verifiedNote')}
      </Alert>
    )
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
        <Alert color="orange" role="none">
          {t('verification.returnedBecause', { reason: note })}
        </Alert>
      )}
    </Stack>
  )
}
