import type { OutboxRow } from './db'

const groupOf = (row: OutboxRow) => `${row.scope}|${row.entity}|${row.orderKey ?? row.entityId}`

/**
 * The oldest row of each record (or of each `orderKey`): only it may be sent (FIFO per record).
 * A parked head blocks its own record and nothing else; a parked bulk row blocks nothing, as it was
 * answered and is never sent again (only dismissed). `rows` must be in `seq` order.
 */
export function headsOf(rows: readonly OutboxRow[]): OutboxRow[] {
  const heads = new Map<string, OutboxRow>()
  for (const row of rows) {
    if (row.op === 'bulk' && row.status !== 'pending') continue
    if (!heads.has(groupOf(row))) heads.set(groupOf(row), row)
  }
  return [...heads.values()]
}
