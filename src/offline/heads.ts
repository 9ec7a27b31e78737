import type { OutboxRow } from './db'

const groupOf = (row: OutboxRow) => `${row.scope}|${row.entity}|${row.entityId}`

/**
 * The oldest row of each record: only it may be sent (FIFO per record). A parked head blocks
 * its own record and nothing else. `rows` must be in `seq` order.
 */
export function headsOf(rows: readonly OutboxRow[]): OutboxRow[] {
  const heads = new Map<string, OutboxRow>()
  for (const row of rows) if (!heads.has(groupOf(row))) heads.set(groupOf(row), row)
  return [...heads.values()]
}
