// Every edit of a setup list enters here: one Dexie transaction writes the optimistic record and
// the outbox row, so the screen and the queue can never disagree, even if the tab dies right after.
import { changedFields } from '../../common/same-value'
import type { HemisDb, Json, OutboxOp, OutboxRow } from './db'
import { baseOf, valuesOf } from './rebase'
import type { SyncPort } from './sync-port'

export type EditContext = { db: HemisDb; scope: string; userId: number; now?: () => Date }

const newRow = (
  ctx: EditContext,
  entity: string,
  entityId: string,
  op: OutboxOp,
  payload: Json,
  baseVersion: number | null,
  base?: Json,
): OutboxRow => ({
  opId: crypto.randomUUID(),
  scope: ctx.scope,
  entity,
  entityId,
  op,
  payload,
  baseVersion,
  ...(base ? { base } : {}),
  userId: ctx.userId,
  createdAt: (ctx.now?.() ?? new Date()).toISOString(),
  status: 'pending',
  attempts: 0,
  lastProblem: null,
  nextAttemptAt: 0,
})

/** Queues a new record; returns its local key (`local-<uuid>`) until the server gives it an id. */
export async function enqueueCreate(
  ctx: EditContext,
  entity: string,
  body: Json,
  shown: Json = {},
): Promise<string> {
  const key = `local-${crypto.randomUUID()}`
  await ctx.db.transaction('rw', ctx.db.records, ctx.db.outbox, async () => {
    await ctx.db.records.put({
      scope: ctx.scope,
      entity,
      key,
      id: null,
      version: null,
      data: { status: true, ...shown, ...body, id: null },
    })
    await ctx.db.outbox.add(newRow(ctx, entity, key, 'create', body, null))
  })
  return key
}

/**
 * Queues an edit (or an Active/Inactive toggle) of a cached record. Its `baseVersion` is the
 * version the user saw; when earlier edits of the same record are still queued, the sender moves
 * it forward as each of those is accepted. False when nothing changed, so nothing was queued.
 */
export async function enqueueUpdate(
  ctx: EditContext,
  port: Pick<SyncPort, 'entity' | 'updateBody'>,
  key: string,
  changes: Json,
  op: Exclude<OutboxOp, 'create'> = 'update',
): Promise<boolean> {
  const { db } = ctx
  return db.transaction('rw', db.records, db.outbox, async () => {
    const record = await db.records.get([ctx.scope, port.entity, key])
    if (!record) throw new Error(`${port.entity} ${key} is not in the cache`)
    const changed = changedOnly(record.data, changes)
    if (Object.keys(changed).length === 0) return false
    const data = { ...record.data, ...changed }
    const payload = port.updateBody(data, changed)
    await db.records.put({ ...record, data })
    await db.outbox.add(
      newRow(
        ctx,
        port.entity,
        key,
        op,
        payload,
        record.version,
        baseOf(record.data, changed, payload),
      ),
    )
    return true
  })
}

/**
 * The fields of `changes` whose values differ from the record's as this device holds it. An edit
 * form hands every field it shows; a list updated by PATCH then sends only what the person changed,
 * so an edit sent again over someone else's (Keep mine on /sync) overwrites nothing they changed
 * in other fields, and an edit made behind an unsent promotion does not put the old term back
 * (decision 0372). A value written differently (a number as text) counts as changed: sent as before.
 */
const changedOnly = (data: Json, changes: Json): Json =>
  Object.fromEntries(changedFields(data, changes).map((k) => [k, changes[k]]))

/**
 * Queues a file of a record (its photo), after the record's other edits: a record created here
 * and not yet sent gets its file once the server has given it an id (the sender moves the row to
 * it). The file itself is kept in the row (IndexedDB keeps Blobs), so it survives a restart.
 * `toldBy`: what tells the person of the file's save, so that its answer synced is not told again
 * (a refusal always is): the edit of the record's fields it was saved with, its create or update
 * (`'edit'`, the payload's `withEdit: true`, decision 0410), or the screen that queued it, which
 * said so itself (`'screen'`: a document added on a record's page, `told: true`, decision 0418).
 */
export async function enqueueUpload(
  ctx: EditContext,
  entity: string,
  key: string,
  field: string,
  file: Blob,
  toldBy?: 'edit' | 'screen',
): Promise<void> {
  const { db } = ctx
  await db.transaction('rw', db.records, db.outbox, async () => {
    const record = await db.records.get([ctx.scope, entity, key])
    if (!record) throw new Error(`${entity} ${key} is not in the cache`)
    await db.outbox.add(
      newRow(
        ctx,
        entity,
        key,
        'upload',
        toldBy === 'edit'
          ? { field, file, withEdit: true }
          : toldBy === 'screen'
            ? { field, file, told: true }
            : { field, file },
        record.version,
        valuesOf(record.data, [field]),
      ),
    )
  })
}

/**
 * Queues a bulk operation (promote the students chosen): one outbox row, one request, one
 * Idempotency-Key, whatever the number of records. `label` names it on /sync and in toasts
 * ("Promote 40 students"). It has its own key; without `orderKey` it waits behind no row. With it,
 * it is sent after the rows queued before it under that key (a record's key: after the record's
 * edits; a sheet's: after the sheet's earlier saves), and rows queued later wait behind it.
 * `names`: the records' names by id as the screen showed them, kept with the row (never sent), so a
 * refusal names a record the device no longer has (a student who left the class: decision 0413).
 */
export async function enqueueBulk(
  ctx: EditContext,
  entity: string,
  kind: string,
  body: Json,
  label: string,
  orderKey?: string,
  names?: Record<string, string>,
): Promise<string> {
  const key = `bulk-${crypto.randomUUID()}`
  const row = newRow(ctx, entity, key, 'bulk', { kind, label, body, ...(names && { names }) }, null)
  await ctx.db.outbox.add(orderKey === undefined ? row : { ...row, orderKey })
  return key
}

/** Unsent and parked rows of one user, oldest first. */
export const outboxOf = (db: HemisDb, userId: number): Promise<OutboxRow[]> =>
  db.outbox.where('userId').equals(userId).sortBy('seq')

/** "3 edits are not synced yet", or null when nothing of this user waits. */
export async function unsyncedWarning(db: HemisDb, userId: number): Promise<string | null> {
  const count = await db.outbox.where('userId').equals(userId).count()
  if (count === 0) return null
  return count === 1 ? '1 edit is not synced yet.' : `${count} edits are not synced yet.`
}
