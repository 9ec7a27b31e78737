import { Textarea } from '@mantine/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { t } from '../lib/i18n/kit'
import { useFormDraft } from './entity-form/use-form-draft'

/**
 * A required reason's state, for `ReasonField`. The act it guards stays pressable (a disabled
 * button is skipped by Tab and says nothing of why): `take()` gives the reason typed, or null after
 * saying on the box that it is required ("A reason is required", tied to the box) and putting focus
 * there. Example: `const reason = useReason()`, `<ReasonField label="Reason" {...reason.field} />`,
 * then on the press `const r = reason.take(); if (r) send(r)`. Named by `draft`, the reason typed is
 * kept on the device until `reset` as a form's draft is (decision 0391), and given back.
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
  const missing = asked > 0 && !value.trim()
  return {
    take: () => {
      const reason = value.trim()
      if (!reason) setAsked((n) => n + 1)
      return reason || null
    },
    /** The act done or given up: the box empties and its draft goes. */
    reset: () => {
      kept.drop()
      setValue('')
      setAsked(0)
    },
    field: { value, onChange: setValue, missing, box },
  }
}

/**
 * The reason an act needs (a return, a rejection, a change request): required, 1 to 500
 * characters as the contract says, in a box that grows with the text.
 */
export function ReasonField({
  label,
  value,
  onChange,
  missing,
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
      error={missing ? t('form.reasonRequired') : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}
