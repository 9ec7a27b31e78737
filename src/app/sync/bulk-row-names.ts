import type { EntityView } from '../../components/entity-view/entity-view'
import { appDb, type OutboxRow } from '../../offline/db'

/**
 * The names of a bulk row's records the server did not apply (or that refused it whole), from the
 * device's copy: "#12" for one the device does not keep. The Sync screen's card and the toast.
 */
export async function bulkRowNames(row: OutboxRow, view: EntityView | undefined) {
  const failed = row.lastProblem?.rows ?? []
  const found = await appDb().records.bulkGet(
    failed.map((r) => [row.scope, row.entity, r.key] as [string, string, string]),
  )
  return found.map((r, i) => (r && view ? view.rowName(r.data) : `#${failed[i]!.key}`))
}
