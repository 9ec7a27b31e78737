import { Textarea } from '@mantine/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { t } from '../lib/i18n/kit'
import { textIssue } from './entity-form/contract-limits'
import { useFormDraft } from './entity-form/use-form-draft'

/** A letter or a digit: the contract's pattern of a reason ("..." says nothing). */
const saysSomething = /[\p{L}\p{N}]/u

/**
 * What the contract would refuse in a reason, in the user's words: none typed, a character no text
 * holds (common/text-rule.ts), or no letter or digit.
 */
export function reasonIssue(value: string): string | undefined {
  const reason = value.trim()
  if (!reason) return t('form.reasonRequired')
  return textIssue(reason) ?? (saysSomething.test(reason) ? undefined : t('form.reasonNoLetter'))
}

/**
 * A required reason's state, for `ReasonField`. The act it guards stays pressable (a disabled
 * button is skipped by Tab and says nothing of why): `take()` gives the reason typed, or null after
 * saying on the box what the contract would refuse (`reasonIssue`: "A reason is required", tied to
 * the box) and putting focus there. Example: `const reason = useReason()`,
 * `<ReasonField label="Reason" {...reason.field} />`, then on the press
 * `const r = reason.take(); if (r) send(r)`. Named by `draft`, the reason typed is kept on the device until `reset` as a form's draft is (decision 0391), and given back.
 */
export function useReason(draft?: string) {
  const [value, setValue] = useState('')
  // The reason as last drawn, for the draft's reads (they run after the render that began them).
  const typed = useRef(value)
  useEffect(() => {
    typed.current = value
  })
  const values = useMemo(() => ({ reason: value }), [value])
  const kept = useFormDraft(
    draft,
    {
      values,
      getValues: () => ({ reason: typed.current }),
      getInitialValues: () => ({ reason: '' }),
      setValues: (back) => typeof back.reason === 'string' && setValue(back.reason),
      isDirty: () => typed.current !== '',
    },
    useRef(false),
    true,
  )
  // Counts the presses without a reason: each puts focus on the box once its error is drawn, so
  // that a screen reader reads the error with the box.
  const [asked, setAsked] = useState(0)
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (asked) box.current?.focus()
  }, [asked])
  const problem = reasonIssue(value)
  return {
    take: () => {
      if (problem) setAsked((n) => n + 1)
      return problem ? null : value.trim()
    },
    /** The act done or given up: the box empties and its draft goes. */
    reset: () => {
      kept.drop()
      setValue('')
      setAsked(0)
    },
    field: { value, onChange: setValue, error: asked > 0 ? problem : undefined, box },
  }
}

/**
 * The reason an act needs (a return, a rejection, a change request): required, 1 to 500
 * characters with a letter or a digit as the contract says, in a box that grows with the text.
 */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  box,
}: { label: string } & ReturnType<typeof useReason>['field']) {
  return (
    <Textarea
      ref={box}
      label={label}
      required
      maxLength={500}
      autosize
      minRows={2}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}
