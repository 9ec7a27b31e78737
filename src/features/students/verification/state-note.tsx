import { Alert, Stack, Text } from '@mantine/core'
import { verificationStates, type VerificationState } from '../../../../common/verification-rules'
import { t, type VerificationKey } from '../../../lib/i18n/verification'

/**
 * A record's standing in words, for whoever reads it: to the campus what it may do with it, to its
 * verifier (the university, or the commission for its own campuses) what is theirs to do, to one
 * who only reads it (the commission's other staff) where it stands. Standing text, not
 * an alert (Mantine's Alert is role="alert" unless told): an act's own notification says what changed.
 */
export function StateNote({
  state,
  note,
  who,
}: {
  state: VerificationState
  note: unknown
  /** Whose page: the campus that enters it, the university that verifies it, or one who reads. */
  who: 'campus' | 'verifier' | 'reader'
}) {
  if (state === 'returned' && typeof note === 'string')
    return (
      <Alert color="orange" role="none">
        {t('verification.returnedBecause', { reason: note })}
      </Alert>
    )
  const words = notes[state]?.[who]
  if (!words) return null
  return (
    <Alert
      color={state === 'verified' ? 'green' : state === 'submitted' ? 'blue' : 'gray'}
      role="none"
    >
      {t(words)}
    </Alert>
  )
}

/** What a record's state means to whose page it is (a draft is the campus's own to say nothing of). */
const notes: Partial<
  Record<VerificationState, Partial<Record<'campus' | 'verifier' | 'reader', VerificationKey>>>
> = {
  draft: { verifier: 'verification.draftForOthers', reader: 'verification.draftForOthers' },
  submitted: {
    campus: 'verification.submittedNote',
    verifier: 'verification.submittedForVerifier',
    reader: 'verification.submittedForReader',
  },
  verified: {
    campus: 'verification.verifiedNote',
    verifier: 'verification.verifiedForVerifier',
    reader: 'verification.verifiedForReader',
  },
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
