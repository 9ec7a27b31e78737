// What a screen calls to change a setup list: queue the edit (shown at once, marked pending) and
// ask the sender to go. Online the row is sent right away; offline it waits, durable.
import { session } from '../lib/session/session-store'
import { appDb, type Json } from './db'
import { enqueueBulk, enqueueCreate, enqueueUpdate, type EditContext } from './outbox'
import { scopeOf } from './scope'
import { ports, syncEngine } from './sync-runtime'

function context(): EditContext {
  const user = session.get().user
  if (!user) throw new Error('Editing needs a signed-in user')
  return { db: appDb(), scope: scopeOf(user), userId: user.id }
}

function portOf(entity: string) {
  const port = ports.get(entity)
  if (!port) throw new Error(`No setup list named ${entity}`)
  return port
}

export async function createRecord(entity: string, body: Json): Promise<string> {
  const key = await enqueueCreate(context(), entity, body)
  void syncEngine.requestDrain()
  return key
}

export async function updateRecord(entity: string, key: string, changes: Json): Promise<void> {
  await enqueueUpdate(context(), portOf(entity), key, changes)
  void syncEngine.requestDrain()
}

export async function setRecordStatus(entity: string, key: string, active: boolean): Promise<void> {
  await enqueueUpdate(context(), portOf(entity), key, { status: active }, 'status')
  void syncEngine.requestDrain()
}

/** Queues one bulk operation over many records (`promote`), sent as one request. */
export async function queueBulk(
  entity: string,
  kind: string,
  body: Json,
  label: string,
): Promise<void> {
  await enqueueBulk(context(), entity, kind, body, label)
  void syncEngine.requestDrain()
}
