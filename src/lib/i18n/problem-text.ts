import { ApiError } from '../../api/api-error'
import { i18n } from './lingui'
import { t, type KitKey } from './kit'

// The refusals a person meets on the screens that show one, by the problem's type (its last
// segment, as `server/problems.ts` names them), worded in the catalogue.
const worded: Record<string, KitKey> = {
  validation: 'problem.validation',
  forbidden: 'problem.forbidden',
  'not-found': 'problem.notFound',
  'stale-version': 'problem.staleVersion',
  'verification-state': 'problem.verificationState',
  'verification-locked': 'problem.verificationLocked',
  'already-decided': 'problem.alreadyDecided',
  duplicate: 'problem.duplicate',
  busy: 'problem.busy',
  timeout: 'problem.timeout',
  'too-many-requests': 'problem.tooManyRequests',
  'moved-away': 'problem.movedAway',
  'storage-full': 'problem.storageFull',
  'not-enrolled': 'problem.enrolment',
  'enrolment-state': 'problem.enrolment',
  'last-superadmin': 'problem.lastSuperAdmin',
  'change-outdated': 'problem.changeOutdated',
  'import-id-taken': 'problem.importIdTaken',
  // Not the server's: a request the device could not build (src/offline/classify.ts).
  unsendable: 'problem.unsendable',
}

/**
 * What a refusal of the server says to the person. In English, the server's own detail (the most
 * precise: "Only a submitted record can be verified; this one is returned."); in Nepali, its kind
 * from the catalogue, as the server writes English only. `unanswered` when no answer came.
 */
export function problemText(error: unknown, unanswered: string): string {
  if (!(error instanceof ApiError)) return unanswered
  return problemWords(error)
}

/** The words of a refusal already received (an `ApiError`, or an outbox row's last problem). */
export function problemWords(problem: {
  type: string
  status: number
  title: string
  detail?: string | undefined
}): string {
  if (i18n.locale !== 'ne') return problem.detail ?? problem.title
  const key = worded[problem.type.slice(problem.type.lastIndexOf('/') + 1)]
  return key ? t(key) : t('problem.other', { status: problem.status })
}
