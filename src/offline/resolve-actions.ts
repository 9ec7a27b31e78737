// The conflicts screen's buttons, bound to the app's database, ports and sender.
import { session } from '../lib/session/session-store'
import { editAndRetry, keepMine, takeTheirs } from './conflict-actions'
import { appDb, type Json, type OutboxRow } from './db'
import { storeRows } from './page-cache'
import { refreshList } from './reference-cache'
import { isLocalKey, scopeOf } from './scope'
import { ports, syncEngine } from './sync-runtime'

function portOf(row: OutboxRow) {
  const port = ports.get(row.entity)
  if (!port) throw new Error(`No setup list named ${row.entity}`)
  return port
}

/** The record the person chose the server's side of, fresh: its whole list, or (a register) itself. */
async function refresh(row: OutboxRow) {
  const user = session.get().user
  if (!user) return
  const port = portOf(row)
  const scope = scopeOf(user)
  const read = async () => {
    if (port.list) await refreshList(appDb(), port, scope)
    else if (port.get && !isLocalKey(row.entityId)) {
      await storeRows(appDb(), port, scope, [await port.get(Number(row.entityId))])
    }
  }
  await read().catch(() => undefined)
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

/** A bulk operation's unapplied rows were read on /sync: the record of them goes. */
export async function dismissBulk(row: OutboxRow): Promise<void> {
  if (row.op === 'bulk' && row.seq !== undefined) await appDb().outbox.delete(row.seq)
}
