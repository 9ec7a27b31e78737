// The conflicts screen's buttons, bound to the app's database, ports and sender.
import { session } from '../lib/session/session-store'
import { editAndRetry, keepMine, takeTheirs } from './conflict-actions'
import { appDb, type Json, type OutboxRow } from './db'
import { refreshList } from './reference-cache'
import { scopeOf } from './scope'
import { ports, syncEngine } from './sync-runtime'

function portOf(row: OutboxRow) {
  const port = ports.get(row.entity)
  if (!port) throw new Error(`No setup list named ${row.entity}`)
  return port
}

async function refresh(row: OutboxRow) {
  const user = session.get().user
  if (user) await refreshList(appDb(), portOf(row), scopeOf(user)).catch(() => undefined)
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
