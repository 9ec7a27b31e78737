import { Button, Group } from '@mantine/core'
import { t } from '../../../lib/i18n/verification'

/** A decision's last step: its button (busy while the server answers) and Cancel. */
export function ConfirmRow({
  label,
  color,
  disabled,
  busy,
  onConfirm,
  onCancel,
}: {
  label: string
  color?: string
  disabled: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Group>
      <Button color={color} disabled={disabled} loading={busy} onClick={onConfirm}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('verification.cancel')}
      </Button>
    </Group>
  )
}
