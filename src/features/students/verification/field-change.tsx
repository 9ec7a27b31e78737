import { Code, Text } from '@mantine/core'
import { fileSize } from '../../../lib/format/file-size'
import { t, type VerificationKey } from '../../../lib/i18n/verification'
import { studentView } from '../student-view'

const labels = new Map<string, string>([
  ...studentView.fields.map((f) => [f.name, f.label] as [string, string]),
  ['verificationState', t('verification.state')],
  ['verificationNote', t('verification.reason')],
  ['photo', t('history.field.photo')],
  ['document', t('history.field.document')],
  // The record's Active flag, which the form does not show (the enrolment status is the student's).
  ['status', t('history.field.status')],
])

/** A field's name as the form labels it (the contract's name when the form has no such field). */
export const fieldLabel = (field: string) => labels.get(field) ?? field

/** A photo or document as the history names it (migration 0042): never its bytes. */
type FileSummary = { contentType?: string; size?: number; name?: string }

/**
 * A value as a person reads it: verification states and yes or no worded, a photo or document by its name, type
 * and size, other lists and objects as JSON.
 */
export function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('verification.empty')
  if ((field === 'photo' || field === 'document') && typeof value === 'object') {
    const { name, contentType, size } = value as FileSummary
    return [name, contentType, size === undefined ? undefined : fileSize(size)]
      .filter(Boolean)
      .join(', ')
  }
  if (typeof value === 'boolean') return t(value ? 'history.value.yes' : 'history.value.no')
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (field === 'verificationState') return t(`verification.state.${text}` as VerificationKey)
  return text
}

/** One field's change, old → new. */
export function FieldChange({ field, old, now }: { field: string; old: unknown; now: unknown }) {
  return (
    <Text size="sm">
      <Code>{fieldLabel(field)}</Code> {shownValue(field, old)} → {shownValue(field, now)}
    </Text>
  )
}
