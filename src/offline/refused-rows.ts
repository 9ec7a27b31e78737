// The records a refused bulk save names (decision 0413). A partial answer lists its rows; a sheet
// refused whole (a day's attendance naming a student who left the class) names them by its field
// errors, `rows.2.studentId`: the third row of the body sent, whose student it is.
import type { BulkRowResult, OutboxRow } from './db'

/** The body's rows the problem's field errors name, each keyed by its record's id, with the message. */
function rowsNamedByErrors(row: Pick<OutboxRow, 'payload' | 'lastProblem'>): BulkRowResult[] {
  const body = row.payload.body as { rows?: Record<string, unknown>[] } | undefined
  const seen = new Set<string>()
  return (row.lastProblem?.errors ?? []).flatMap(({ field, message }) => {
    const at = /^rows\.(\d+)\.(\w+)$/.exec(field)
    const id = at ? body?.rows?.[Number(at[1])]?.[at[2]!] : undefined
    if ((typeof id !== 'number' && typeof id !== 'string') || seen.has(String(id))) return []
    seen.add(String(id))
    return [{ key: String(id), ok: false, outcome: 'invalid', message }]
  })
}

/** The records of a bulk row the server did not apply: a partial answer's, else a refusal's named. */
export const refusedRows = (row: Pick<OutboxRow, 'payload' | 'lastProblem'>): BulkRowResult[] =>
  row.lastProblem?.rows ?? rowsNamedByErrors(row)

/** The name the save kept for the record `key` when it was queued (`enqueueBulk`'s `names`). */
export function keptName(row: Pick<OutboxRow, 'payload'>, key: string): string | undefined {
  const names = row.payload.names as Record<string, unknown> | undefined
  const name = names?.[key]
  return typeof name === 'string' && name ? name : undefined
}
