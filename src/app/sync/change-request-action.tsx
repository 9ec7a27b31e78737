import { Button, Group, Stack, Text } from '@mantine/core'
import { ReasonField, useReason } from '../../components/reason-field'
import { useState } from 'react'
import { t } from '../../lib/i18n/kit'
import type { OutboxRow } from '../../offline/db'
import { resolveAsChangeRequest } from '../../offline/resolve-actions'
import { syncRequestDraft, useKeptDraft } from '../../offline/form-drafts'

/**
 * A parked edit of a record verified meanwhile (decision 0251): sent again it would be refused for
 * ever, so the card offers to propose it as a change request, asking first for its reason (1 to 500
 * characters, as the contract says).
 */
export function ChangeRequestAction({ row, name }: { row: OutboxRow; name: string }) {
  const [opened, setOpen] = useState(false)
  // The reason is kept as typed until sent or cancelled (decision 0391), and shown again open.
  const draft = syncRequestDraft(row.entity, row.opId)
  const reason = useReason(draft)
  const kept = useKeptDraft(draft)
  const open = opened || kept !== null
  const [busy, setBusy] = useState(false)
  if (!open) return <Button onClick={() => setOpen(true)}>{t('sync.asChangeRequest')}</Button>
  const send = async () => {
    const given = reason.take()
    if (!given) return
    setBusy(true)
    try {
      await resolveAsChangeRequest(row, given, t('sync.asChangeRequestLabel', { name }))
      reason.reset()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs" w="100%">
      <Text size="sm">{t('sync.asChangeRequestIntro')}</Text>
      <ReasonField label={t('sync.asChangeRequestReason')} {...reason.field} />
      <Group>
        <Button loading={busy} onClick={() => void send()}>
          {t('sync.asChangeRequestSend')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            reason.reset()
            setOpen(false)
          }}
        >
          {t('setup.cancel')}
        </Button>
      </Group>
    </Stack>
  )
}
