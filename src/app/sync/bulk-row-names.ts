import type { EntityView } from '../../components/entity-view/entity-view'
import { appDb, type OutboxRow } from '../../offline/db'
import { keptName, refusedRows } from '../../offline/refused-rows'

/**
 * The names of a bulk row's records the server did not apply (or that refused it whole, by name or
 * by a field error on one of its rows): as the save kept them when queued, else from the device's
 * copy, else "#12". The Sync screen's card and the toast.
 */
export async function bulkRowNames(row: OutboxRow, view: EntityView | undefined) {
  const failed = refusedRows(row)
  const found = await appDb().records.bulkGet(
    failed.map((r) => [row.scope, row.entity, r.key] as [string, string, string]),
  )
  return found.map((r, i) => {
    const key = failed[i]!.key
    return keptName(row, key) ?? (r && view ? view.rowName(r.data) : `#${key}`)
  })
}
