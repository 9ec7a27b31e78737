import type { OutboxRow } from '../../../offline/db'

/**
 * The campus's actions waiting in the outbox, by the student's key: a submit or change request
 * queued from the student's page (sent in order with its edits), or a submit of many queued from
 * Student Enrollment (decision 0421), whose one row names every student it submits.
 */
export function waitingKinds(outbox: readonly OutboxRow[]): Map<string, Set<string>> {
  const kinds = new Map<string, Set<string>>()
  const add = (key: string, kind: string) => kinds.set(key, (kinds.get(key) ?? new Set()).add(kind))
  for (const row of outbox) {
    if (row.entity !== 'student' || row.op !== 'bulk' || row.status !== 'pending') continue
    const { kind, body } = row.payload as { kind?: unknown; body?: { ids?: unknown } }
    if (kind === 'submitMany' && Array.isArray(body?.ids))
      for (const id of body.ids) add(String(id), 'submit')
    else if (row.orderKey) add(row.orderKey, String(kind))
  }
  return kinds
}
