import type { EntityView } from '../../components/entity-view/entity-view'
import { appDb, type Json, type OutboxRow } from '../../offline/db'
import { keptName, refusedRows } from '../../offline/refused-rows'

/**
 * A refused row's duplicate (decision 0409): the field whose unique index refused it, the row's
 * values (what was sent over the device's copy of the record, so the clashing value is there even
 * when an edit sent another field), and the name of the record that has the value: null when the
 * server did not say which (another campus's) or the device does not hold it.
 */
export type BulkDuplicate = { field: string; values: Json; existing: string | null }

/** One refused row of a bulk row as the Sync screen names it, with its duplicate's details. */
export type BulkRowDetail = { name: string; duplicate?: BulkDuplicate }

/** The fields the bulk row sent for the row `key` (an import's chunk: `{ rows: [{ key, fields }] }`). */
function sentFields(row: OutboxRow, key: string): Json | undefined {
  const body = row.payload.body as { rows?: { key?: unknown; fields?: unknown }[] } | undefined
  const fields = body?.rows?.find((r) => r.key === key)?.fields
  return fields && typeof fields === 'object' ? (fields as Json) : undefined
}

/**
 * The records of a bulk row the server did not apply (or that refused it whole, by name or by a
 * field error on one of its rows), each named as the save kept it when queued, else from the
 * device's copy, else "#12"; a duplicate with its field, values and the record that has it.
 */
export async function bulkRowDetails(
  row: OutboxRow,
  view: EntityView | undefined,
): Promise<BulkRowDetail[]> {
  const failed = refusedRows(row)
  const at = (key: string) => [row.scope, row.entity, key] as [string, string, string]
  const existingKeys = [
    ...new Set(
      failed.flatMap((r) =>
        r.outcome === 'duplicate' && r.existingId != null ? [String(r.existingId)] : [],
      ),
    ),
  ]
  const [found, existing] = await Promise.all([
    appDb().records.bulkGet(failed.map((r) => at(r.key))),
    appDb().records.bulkGet(existingKeys.map(at)),
  ])
  const existingName = new Map(
    existingKeys.map((key, i) => {
      const data = existing[i]?.data
      return [key, data && view ? view.rowName(data) || null : null] as const
    }),
  )
  return failed.map((r, i) => {
    const record = found[i]
    const name = keptName(row, r.key) ?? (record && view ? view.rowName(record.data) : `#${r.key}`)
    if (r.outcome !== 'duplicate' || !r.field) return { name }
    const values: Json = { ...record?.data, ...sentFields(row, r.key) }
    const has = r.existingId == null ? null : (existingName.get(String(r.existingId)) ?? null)
    return { name, duplicate: { field: r.field, values, existing: has } }
  })
}

/** The names of a bulk row's refused records (`bulkRowDetails`): the Sync screen's toast. */
export async function bulkRowNames(row: OutboxRow, view: EntityView | undefined) {
  return (await bulkRowDetails(row, view)).map((d) => d.name)
}
