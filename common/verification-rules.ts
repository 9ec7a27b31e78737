// A student record's verification (decision 0250), worded once for the server's conditional updates
// and the screens' buttons: which state each action starts from and where it leads, and which states
// keep the record read-only for the campus.
export const verificationStates = ['draft', 'submitted', 'verified', 'returned'] as const
export type VerificationState = (typeof verificationStates)[number]

export type VerificationAction = 'submit' | 'verify' | 'return'

export const transitions: Record<
  VerificationAction,
  { from: readonly VerificationState[]; to: VerificationState }
> = {
  submit: { from: ['draft', 'returned'], to: 'submitted' },
  verify: { from: ['submitted'], to: 'verified' },
  return: { from: ['submitted'], to: 'returned' },
}

export const canTake = (action: VerificationAction, state: VerificationState | undefined) =>
  transitions[action].from.includes(state ?? 'draft')

/**
 * Submitted (under the university's review) and verified records are read-only for the campus: a
 * verified one changes through a change request, a submitted one once returned.
 */
export const lockedForCampus = (state: VerificationState | undefined) =>
  state === 'submitted' || state === 'verified'
