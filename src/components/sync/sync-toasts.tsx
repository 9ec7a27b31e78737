import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { entityMessages } from '../../lib/i18n/entity-messages'
import { isDuplicate } from '../../offline/classify'
import { syncStatus } from '../../offline/sync-runtime'
import type { SyncOutcome } from '../../offline/sync-engine'

function messageOf(outcome: SyncOutcome): { message: string; color: string; autoClose: number } {
  const { row } = outcome
  const m = entityMessages(row.entity, row.entity)
  const created = row.op === 'create'
  if (outcome.kind === 'synced') {
    return { message: created ? m.created : m.updated, color: 'green', autoClose: m.toastMs }
  }
  const { problem } = outcome
  let message = created ? m.createFailed : m.updateFailed
  if (isDuplicate(problem)) message = created || row.entity === 'level' ? problem.title : message
  if (row.entity === 'subject' && created && !isDuplicate(problem)) {
    message = `${m.createFailed} ${problem.detail ?? problem.title}`
  }
  return { message, color: 'red', autoClose: m.toastMs }
}

/** The seed's toasts (spec §8, durations §9) as the sender reports each row's answer. */
export function SyncToasts() {
  useEffect(
    () =>
      syncStatus.onOutcome((outcome) => {
        // Status toggles are quiet: the badge in the row already shows the new state.
        if (outcome.kind === 'synced' && outcome.row.op === 'status') return
        notifications.show(messageOf(outcome))
      }),
    [],
  )
  return null
}
