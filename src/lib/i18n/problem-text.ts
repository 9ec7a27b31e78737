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
}

/**
 * What a refusal of the server says to the person. In English, the server's own detail (the most
 * precise: "Only a submitted record can be verified; this one is returned."); in Nepali, its kind
 * from the catalogue, as the server writes English only. `unanswered` when no answer came.
 */
export function problemText(error: unknown, unanswered: string): string {
  if (!(error instanceof ApiError)) return unanswered
  if (i18n.locale !== 'ne') return error.detail ?? error.title
  const key = worded[error.type.slice(error.type.lastIndexOf('/') + 1)]
  return key ? t(key) : t('problem.other', { status: error.status })
}
