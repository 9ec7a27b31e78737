// What the campus decided of a student's latest contact correction (decision 0320, amended): shown
// on their contact card until they ask for another, so a rejection is not a silent return to the form.
import { Alert } from '@mantine/core'
import type { components } from '../../../common/schema.gen'
import { formatDate } from '../../lib/format/local'
import { t, type AccountKey } from '../../lib/i18n/account'
import { i18n } from '../../lib/i18n/t'

type Request = components['schemas']['StudentContactRequest']
type Field = keyof components['schemas']['StudentContactFields']

/** Each field as a sentence names it ("the phone number"). */
const nouns: Record<Field, AccountKey> = {
  phone: 'contact.of.phone',
  email: 'contact.of.email',
  guardianName: 'contact.of.guardianName',
  guardianPhone: 'contact.of.guardianPhone',
}

/**
 * The decision in a sentence: the fields asked in the language's list ("the phone number and the
 * e-mail address"), its day in BS, and a rejection's reason. Example: "Your correction of the phone
 * number was declined on 2083-01-18: Call the office with the new number".
 */
export function decisionText(decided: Request) {
  const asked = Object.keys(decided.fields)
    .filter((field): field is Field => field in nouns)
    .map((field) => t(nouns[field]))
  const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(asked)
  const date = formatDate(decided.decidedAt ?? decided.createdAt)
  return decided.state === 'approved'
    ? t('contact.approved', { fields, date })
    : t('contact.declined', { fields, date, reason: decided.decisionReason ?? '' })
}

/** The note above the correction form: a status, not an alert (it is news, not an error). */
export function ContactDecision({ decided }: { decided: Request }) {
  return (
    <Alert role="status" color={decided.state === 'approved' ? 'green' : 'orange'}>
      {decisionText(decided)}
    </Alert>
  )
}
