import { Button, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { t } from '../../../lib/i18n/verification'
import { ConfirmRow } from './confirm-row'

/** The reason a return, a rejection or a change request needs (1 to 500 characters). */
export function ReasonField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Textarea
      label={t('verification.reason')}
      required
      maxLength={500}
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}

/**
 * A button that asks for a reason before it acts (Return with reason, Reject): the reason is
 * required, at most 500 characters as the contract says.
 */
export function ReasonAction({
  label,
  onConfirm,
}: {
  label: string
  onConfirm: (reason: string) => Promise<boolean>
}) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  if (!open)
    return (
      <Button variant="default" color="orange" onClick={() => setOpen(true)}>
        {label}
      </Button>
    )
  const confirm = async () => {
    setBusy(true)
    const done = await onConfirm(reason.trim())
    setBusy(false)
    if (done) {
      setOpen(false)
      setReason('')
    }
  }
  return (
    <Stack gap="xs" miw={280}>
      <ReasonField value={reason} onChange={setReason} />
      <ConfirmRow
        label={label}
        color="orange"
        disabled={!reason.trim()}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </Stack>
  )
}
