import { Code, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useShownValue } from '../../../components/register/use-shown-value'
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

/** A field of the student record's value as its page shows it (`useFieldValue`). */
export type FieldValue = (field: string, value: unknown) => ReactNode

/**
 * The record's fields as its page shows them (a program by its name, a status in words, a date in
 * BS and the chosen digits), for a screen listing changes: call once for the screen, as it reads
 * the option lists.
 */
export function useFieldValue(): FieldValue {
  const show = useShownValue([studentView])
  return (field, value) => show(studentView, field, { [field]: value })
}

/**
 * A value as a person reads it: verification states and yes or no worded, a photo or document by its
 * name, type and size; a field of the record as its page shows it (`show`), else as stored, lists
 * and objects as JSON.
 */
export function shownValue(field: string, value: unknown, show?: FieldValue): ReactNode {
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
  if (show && studentView.fields.some((f) => f.name === field)) return show(field, value)
  return text
}

/** One field's change, old → new; `show` gives the record's fields as its page shows them. */
export function FieldChange({
  field,
  old,
  now,
  show,
}: {
  field: string
  old: unknown
  now: unknown
  show?: FieldValue
}) {
  return (
    <Text size="sm">
      <Code>{fieldLabel(field)}</Code> {shownValue(field, old, show)} →{' '}
      {shownValue(field, now, show)}
    </Text>
  )
}
