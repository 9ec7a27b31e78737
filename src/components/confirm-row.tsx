import { Button, Group } from '@mantine/core'
import { useRef } from 'react'
import { useFocusBack } from './use-focus-back'
import { t } from '../lib/i18n/kit'

/** A decision's last step (verify, return, transfer, act on many chosen): its button (busy while the server answers) and Cancel. */
export function ConfirmRow({
  label,
  color,
  busy,
  disabled = false,
  onConfirm,
  onCancel,
}: {
  label: string
  color?: string
  busy: boolean
  /** Not possible now (offline, for a decision taken online): said beside it. */
  disabled?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  // Busy disables the button, and focus fell from it to the page's start: a refused decision
  // leaves the row open, with focus back on the button pressed.
  const confirm = useRef<HTMLButtonElement>(null)
  useFocusBack(confirm, busy)
  return (
    <Group>
      <Button ref={confirm} color={color} loading={busy} disabled={disabled} onClick={onConfirm}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('setup.cancel')}
      </Button>
    </Group>
  )
}
