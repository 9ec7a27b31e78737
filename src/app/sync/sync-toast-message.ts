import { text } from '../../lib/format/cell-text'
import type { EntityName } from '../../api/entities/registry'
import { entityMessages, failureMessage } from '../../lib/i18n/entity-messages'
import { t } from '../../lib/i18n/kit'
import { problemWords } from '../../lib/i18n/problem-text'
import { isBulkPartial, isDuplicate, isMovedAway } from '../../offline/classify'
import type { SyncOutcome } from '../../offline/sync-engine'
import { bulkRowNames } from './bulk-row-names'
import { loadListViews } from './use-list-views'

// The lists' views (and so their seed messages) load with the first answer to toast, not with the
// signed-in frame every screen downloads.

/** Three names, and how many more: a toast stays short whatever the class. */
const listNames = (names: string[]) =>
  names.length <= 3
    ? names.join(', ')
    : t('bulk.andMore', { names: names.slice(0, 3).join(', '), n: names.length - 3 })

/**
 * An answer told by no toast: a status toggle synced (the row's badge shows it), a file sent with
 * its record's create or update, whose toast was the save's (one toast a save, decision 0410), and
 * a file whose screen told of it as it was queued (a document added: decision 0418).
 */
export const isQuiet = ({ kind, row }: SyncOutcome) =>
  kind === 'synced' &&
  (row.op === 'status' ||
    (row.op === 'upload' && (row.payload.withEdit === true || row.payload.told === true)))

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
    // Refused whole: nothing was applied, why, and who (an undo's students changed since, or those
    // a sheet's field errors name: a student who left the class).
    const names = await bulkRowNames(
      { ...row, lastProblem: problem },
      (await loadListViews()).get(row.entity as EntityName),
    )
    const reason = problemWords(problem)
    const named = problem.rows ? 'bulk.refusedNamed' : 'bulk.refusedNaming'
    return {
      message:
        names.length === 0
          ? t('bulk.refused', { label, reason })
          : t(named, { label, reason, names: listNames(names) }),
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
