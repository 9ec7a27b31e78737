// The conflicts screen's buttons, bound to the app's database, ports and sender.
import { session } from '../lib/session/session-store'
import { changedFields } from '../../common/same-value'
import { asChangeRequest, editAndRetry, keepMine, takeTheirs } from './conflict-actions'
import { appDb, type Json, type OutboxRow } from './db'
import { forgetRecord } from './forget-record'
import { storeRows } from './page-cache'
import { refreshList } from './reference-cache'
import { isLocalKey, scopeOf } from './scope'
import { ports, syncEngine } from './sync-runtime'

function portOf(row: OutboxRow) {
  const port = ports.get(row.entity)
  if (!port) throw new Error(`No setup list named ${row.entity}`)
  return port
}

/**
 * A record of a parked row's list, fresh on the device: its whole list, or (a register) the record
 * itself. `key` is the record's (take theirs) or, for a duplicate, the existing one's.
 */
async function refresh(row: OutboxRow, key = row.entityId) {
  const user = session.get().user
  if (!user) return
  const port = portOf(row)
  const scope = scopeOf(user)
  const read = async () => {
    if (port.list) await refreshList(appDb(), port, scope)
    else if (port.get && !isLocalKey(key)) {
      await storeRows(appDb(), port, scope, [await port.get(Number(key))])
    }
  }
  await read().catch(() => undefined)
}

/** "Theirs" of a duplicate, read onto the device so the conflicts screen can show it. */
export async function readExisting(row: OutboxRow): Promise<void> {
  const existingId = row.lastProblem?.existingId
  if (existingId) await refresh(row, String(existingId))
}

export async function resolveKeepMine(row: OutboxRow): Promise<void> {
  await keepMine(appDb(), portOf(row), row)
  await syncEngine.retryNow()
}

export async function resolveTakeTheirs(row: OutboxRow): Promise<void> {
  await takeTheirs(appDb(), row)
  await refresh(row)
}

export async function resolveEditRetry(row: OutboxRow, values: Json): Promise<void> {
  await editAndRetry(appDb(), portOf(row), row, values)
  await syncEngine.retryNow()
}

/**
 * A parked edit of a record that moved to another campus: it, the record's other unsent edits and
 * the record itself leave the device (decision 0375).
 */
export async function resolveMovedAway(row: OutboxRow): Promise<void> {
  await forgetRecord(appDb(), { scope: row.scope, entity: row.entity, key: row.entityId }, true)
}

/** A bulk operation's unapplied rows were read on /sync: the record of them goes. */
export async function dismissBulk(row: OutboxRow): Promise<void> {
  if (row.op === 'bulk' && row.seq !== undefined) await appDb().outbox.delete(row.seq)
}

/**
 * Sends a parked edit of a record verified meanwhile as a change request of the fields it changes
 * from the server's record (read now when the problem did not carry it), with `reason`.
 */
export async function resolveAsChangeRequest(row: OutboxRow, reason: string, label: string) {
  const port = portOf(row)
  const server =
    row.lastProblem?.current ??
    (port.get ? await port.get(Number(row.entityId)).catch(() => undefined) : undefined)
  const keys = server
    ? changedFields(server, row.payload, ['campusId', 'universityId'])
    : Object.keys(row.payload)
  // Nothing of it differs from the record now: there is nothing to propose.
  if (keys.length === 0) return resolveTakeTheirs(row)
  const fields = Object.fromEntries(keys.map((k) => [k, row.payload[k]]))
  await asChangeRequest(appDb(), row, { fields, reason, label })
  await refresh(row)
  await syncEngine.retryNow()
}
