import { text } from '../../lib/format/cell-text'
import type { EntityName } from '../../api/entities/registry'
import { entityMessages, failureMessage } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { isDuplicate, isMovedAway } from '../../offline/classify'
import type { SyncOutcome } from '../../offline/sync-engine'
import { loadListViews } from './use-list-views'

// The lists' views (and so their seed messages) load with the first answer to toast, not with the
// signed-in frame every screen downloads.

/** The toast of one row's answer, in the seed's words (spec §8). */
export async function messageOf(outcome: SyncOutcome) {
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
  if (isMovedAway(problem)) {
    return {
      message: t('detail.movedAway', { entity: row.entity }),
      color: 'yellow',
      autoClose: m.toastMs,
    }
  }
  const message = failureMessage(m, created, problem, isDuplicate(problem))
  return { message, color: 'red', autoClose: m.toastMs }
}
