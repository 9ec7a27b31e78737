// The three answers a person gives to a parked row (conflicts screen): keep mine, take theirs,
// edit and retry. Each is one transaction over the row, its record and the record's later rows.
import { changedFields } from '../../common/same-value'
import { isDuplicate } from './classify'
import type { CachedRecord, HemisDb, Json, OutboxRow } from './db'
import { baseOf, valuesOf } from './rebase'
import type { SyncPort } from './sync-port'

type Port = Pick<SyncPort, 'entity' | 'updateBody'>

const requeued = (row: OutboxRow, changes: Partial<OutboxRow>): OutboxRow => ({
  ...row,
  ...changes,
  // A new key: the old one may already be stored by the server with the answer we are overriding.
  opId: crypto.randomUUID(),
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  lastProblem: null,
})

const recordKey = (row: OutboxRow, key = row.entityId): [string, string, string] => [
  row.scope,
  row.entity,
  key,
]

async function laterRows(db: HemisDb, row: OutboxRow) {
  const rows = await db.outbox.where('[scope+entity+entityId]').equals(recordKey(row)).sortBy('seq')
  return rows.filter((r) => r.seq !== row.seq)
}

/**
 * Keep mine. A stale edit is sent again against the server's current version. A create that
 * duplicated an existing record becomes an edit of that record with my values.
 */
export async function keepMine(db: HemisDb, port: Port, row: OutboxRow): Promise<void> {
  const current = row.lastProblem?.current
  await db.transaction('rw', db.records, db.outbox, async () => {
    const mine = await db.records.get(recordKey(row))
    const existingId = row.lastProblem?.existingId
    if (row.op === 'create' && isDuplicate(row.lastProblem) && existingId) {
      const key = String(existingId)
      const theirs = await db.records.get(recordKey(row, key))
      const merged = { ...theirs?.data, ...row.payload }
      const payload = port.updateBody(merged, row.payload)
      await db.outbox.put(
        requeued(row, {
          op: 'update',
          entityId: key,
          payload,
          baseVersion: theirs?.version ?? null,
          base: theirs && baseOf(theirs.data, row.payload, payload),
        }),
      )
      for (const later of await laterRows(db, row)) {
        await db.outbox.update(later.seq!, { entityId: key })
      }
      await db.records.delete(recordKey(row))
      if (theirs) await db.records.put({ ...theirs, data: merged })
      return
    }
    const version = typeof current?.version === 'number' ? current.version : row.baseVersion
    // Mine over theirs: their values of my fields are what a later stale answer is compared to.
    const base = current && row.base ? valuesOf(current, Object.keys(row.base)) : row.base
    await db.outbox.put(requeued(row, { baseVersion: version, base }))
    if (mine) await db.records.put({ ...mine, version })
  })
}

/** Take theirs: my edit is dropped and the record shows the server's state again. */
export async function takeTheirs(db: HemisDb, row: OutboxRow): Promise<void> {
  const current = row.lastProblem?.current
  await db.transaction('rw', db.records, db.outbox, async () => {
    await db.outbox.delete(row.seq!)
    const later = await laterRows(db, row)
    if (row.op === 'create') {
      // The record never reached the server: it and its later edits go.
      await db.outbox.bulkDelete(later.map((r) => r.seq!))
      await db.records.delete(recordKey(row))
      return
    }
    const mine = await db.records.get(recordKey(row))
    if (current && typeof current.version === 'number' && mine) {
      const restored: CachedRecord = { ...mine, data: current, version: current.version }
      await db.records.put(restored)
      for (const next of later) await db.outbox.update(next.seq!, { baseVersion: current.version })
    }
  })
}

/** Edit and retry: the row is sent again with the values the person corrected. */
export async function editAndRetry(
  db: HemisDb,
  port: Port,
  row: OutboxRow,
  values: Json,
): Promise<void> {
  const current = row.lastProblem?.current
  await db.transaction('rw', db.records, db.outbox, async () => {
    const mine = await db.records.get(recordKey(row))
    const base = current ?? mine?.data ?? {}
    const merged = { ...base, ...values }
    const version = typeof current?.version === 'number' ? current.version : row.baseVersion
    // The dialog hands every field it shows: an edit sends what the person changed from the record
    // it opened on, and the edit's own fields (the device's copy already holds a refused edit's).
    const sent = new Set([...changedFields(base, values), ...Object.keys(row.payload)])
    const changes = Object.fromEntries(Object.entries(values).filter(([k]) => sent.has(k)))
    const payload =
      row.op === 'create' ? { ...row.payload, ...values } : port.updateBody(merged, changes)
    await db.outbox.put(
      requeued(row, {
        payload,
        baseVersion: version,
        // Without the server's record, the device's copy holds the refused edit: its own fields
        // were, before it, what the row's base says.
        base:
          row.op === 'create'
            ? undefined
            : baseOf({ ...base, ...(current ? {} : row.base) }, changes, payload),
      }),
    )
    if (mine) {
      await db.records.put({
        ...mine,
        data: { ...mine.data, ...merged, id: mine.id },
        version: row.op === 'create' ? null : version,
      })
    }
  })
}

/**
 * Propose it as a change request: an edit of a record the university verified meanwhile can no
 * longer be sent as an edit (422 `verification-locked`, or a conflict whose server record is
 * verified). The fields it changes become a change request with the person's reason, queued as one
 * made on the record's page is; the record shows the server's state again (as Take theirs).
 */
export async function asChangeRequest(
  db: HemisDb,
  row: OutboxRow,
  request: { fields: Json; reason: string; label: string },
): Promise<void> {
  const { fields, reason, label } = request
  await db.transaction('rw', db.records, db.outbox, async () => {
    await takeTheirs(db, row)
    // A new row (its own seq, added after the record's other rows), not the parked one again.
    const parked: OutboxRow = { ...row }
    delete parked.seq
    await db.outbox.add(
      requeued(parked, {
        entityId: `bulk-${crypto.randomUUID()}`,
        // After the record's edits still queued, as one made on the record's page.
        orderKey: row.entityId,
        op: 'bulk',
        payload: { kind: 'requestChange', label, body: { id: row.entityId, fields, reason } },
        baseVersion: null,
        base: undefined,
      }),
    )
  })
}
