import { text } from '../../lib/format/cell-text'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import type { EntityName } from '../../api/entities/registry'
import { entityMessages, failureMessage } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { isDuplicate } from '../../offline/classify'
import type { SyncOutcome } from '../../offline/sync-engine'
import { startedSync } from '../../offline/started-sync'
import { loadListViews } from './use-list-views'

// The lists' views (and so their seed messages) load with the first answer to toast, not with the
// signed-in frame every screen downloads.

async function messageOf(outcome: SyncOutcome) {
  const { row } = outcome
  if (row.op === 'bulk') {
    const label = text(row.payload.label) || row.entity
    return outcome.kind === 'synced'
      ? { message: t('bulk.done', { label }), color: 'green' }
      : {
          message: t('bulk.partial', { label, applied: outcome.problem.title }),
          color: 'yellow',
          autoClose: false as const,
        }
  }
  const view = (await loadListViews()).get(row.entity as EntityName)
  const m = entityMessages(view?.label ?? row.entity, view?.messages)
  const created = row.op === 'create'
  if (outcome.kind === 'synced') {
    return { message: created ? m.created : m.updated, color: 'green', autoClose: m.toastMs }
  }
  const { problem } = outcome
  const message = failureMessage(m, created, problem, isDuplicate(problem))
  return { message, color: 'red', autoClose: m.toastMs }
}

/** The seed's toasts (spec §8, durations §9) as the sender reports each row's answer. */
export function SyncToasts() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    void startedSync().then(({ syncStatus }) => {
      if (gone) return
      stop = syncStatus.onOutcome((outcome) => {
        // Status toggles are quiet: the badge in the row already shows the new state.
        if (outcome.kind === 'synced' && outcome.row.op === 'status') return
        void messageOf(outcome).then((toast) => notifications.show(toast))
      })
    })
    return () => {
      gone = true
      stop?.()
    }
  }, [])
  return null
}
