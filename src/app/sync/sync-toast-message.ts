import { text } from '../../lib/format/cell-text'
import type { EntityName } from '../../api/entities/registry'
import { entityMessages, failureMessage } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { problemWords } from '../../lib/i18n/problem-text'
import { isDuplicate, isMovedAway } from '../../offline/classify'
import type { OutboxProblem } from '../../offline/db'
import type { SyncOutcome } from '../../offline/sync-engine'
import { loadListViews } from './use-list-views'

// The lists' views (and so their seed messages) load with the first answer to toast, not with the
// signed-in frame every screen downloads.

/** Whether a bulk row's problem is the server's answer that applied some rows (`commitBulk`). */
const isBulkPartial = (problem: OutboxProblem) => problem.type.endsWith('/bulk-partial')

/** The toast of one row's answer, in the seed's words (spec §8). */
export async function messageOf(outcome: SyncOutcome) {
  const { row } = outcome
  if (row.op === 'bulk') {
    const label = text(row.payload.label) || row.entity
    if (outcome.kind === 'synced') return { message: t('bulk.done', { label }), color: 'green' }
    const { problem } = outcome
    // Applied in part (the server answered 200 with some rows not applied): the title counts them.
    if (isBulkPartial(problem)) {
      return {
        message: t('bulk.partial', { label, applied: problem.title }),
        color: 'yellow',
        autoClose: false as const,
      }
    }
    // Refused whole (an undo with a student changed since): nothing was applied, and why.
    return {
      message: t('bulk.refused', { label, reason: problemWords(problem) }),
      color: 'red',
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
