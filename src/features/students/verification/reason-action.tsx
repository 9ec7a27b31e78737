import { Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { ReasonField, useReason } from '../../../components/reason-field'
import { t } from '../../../lib/i18n/verification'
import { ConfirmRow } from '../../../components/confirm-row'
import { useOpenedBox } from '../../../components/use-opened-box'

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
  const reason = useReason()
  const [busy, setBusy] = useState(false)
  const { opener, box } = useOpenedBox(open, 'textarea')
  if (!open)
    return (
      <Button ref={opener} variant="default" color="orange" onClick={() => setOpen(true)}>
        {label}
      </Button>
    )
  const confirm = async () => {
    const given = reason.take()
    if (!given) return
    setBusy(true)
    const done = await onConfirm(given)
    setBusy(false)
    if (done) {
      setOpen(false)
      reason.reset()
    }
  }
  return (
    <Stack ref={box} gap="xs" miw={280}>
      <ReasonField label={t('verification.reason')} {...reason.field} />
      <ConfirmRow
        label={label}
        color="orange"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false)
          reason.reset()
        }}
      />
    </Stack>
  )
}
