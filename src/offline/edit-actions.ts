// What a screen calls to change a setup list: queue the edit (shown at once, marked pending) and
// ask the sender to go. Online the row is sent right away; offline it waits, durable.
import { session } from '../lib/session/session-store'
import { appDb, type Json } from './db'
import {
  enqueueBulk,
  enqueueCreate,
  enqueueUpdate,
  enqueueUpload,
  type EditContext,
} from './outbox'
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

/** A file chosen in a form, for one of the record's file fields. */
export type ChosenFile = { field: string; file: Blob }

/**
 * Queues the record's files after it, in the same transaction: none is sent before the record.
 * `queue` queues the edit of its fields and answers the record's key and whether it queued one:
 * files saved with such an edit are told by its toast alone (one toast a save, decision 0410).
 * `told`: the screen tells of the files itself, so their answers are not told again (0418).
 */
async function withFiles(
  ctx: EditContext,
  entity: string,
  files: readonly ChosenFile[],
  queue: () => Promise<{ key: string; edited: boolean }>,
  told = false,
) {
  const { db } = ctx
  return db.transaction('rw', db.records, db.outbox, async () => {
    const { key, edited } = await queue()
    const toldBy = edited ? 'edit' : told ? 'screen' : undefined
    for (const { field, file } of files) await enqueueUpload(ctx, entity, key, field, file, toldBy)
    return key
  })
}

/**
 * Queues files of a record with no edit of its fields (a document added to a student's record).
 * `told`: the screen has told the person of the files already ("… added"): their answers synced
 * are quiet, a refusal is still told (one action, one toast: decision 0418).
 */
export async function uploadFiles(
  entity: string,
  key: string,
  files: readonly ChosenFile[],
  { told = false }: { told?: boolean } = {},
): Promise<void> {
  const ctx = context()
  await withFiles(ctx, entity, files, async () => ({ key, edited: false }), told)
  void syncEngine.requestDrain()
}

export async function createRecord(
  entity: string,
  body: Json,
  files: readonly ChosenFile[] = [],
  shown: Json = {},
): Promise<string> {
  const ctx = context()
  const key = await withFiles(ctx, entity, files, async () => ({
    key: await enqueueCreate(ctx, entity, body, shown),
    edited: true,
  }))
  void syncEngine.requestDrain()
  return key
}

export async function updateRecord(
  entity: string,
  key: string,
  changes: Json,
  files: readonly ChosenFile[] = [],
): Promise<void> {
  const ctx = context()
  await withFiles(ctx, entity, files, async () => ({
    key,
    edited: await enqueueUpdate(ctx, portOf(entity), key, changes),
  }))
  void syncEngine.requestDrain()
}

export async function setRecordStatus(entity: string, key: string, active: boolean): Promise<void> {
  await enqueueUpdate(context(), portOf(entity), key, { status: active }, 'status')
  void syncEngine.requestDrain()
}

/**
 * Queues one bulk operation over many records (`promote`), sent as one request; answers its outbox
 * key, so a screen can follow it (an import waits for each chunk before queuing the next).
 * `orderKey`: the record or sheet it is sent in order with; `names`: the records' names kept with
 * it for a refusal to name them (`enqueueBulk`).
 */
export async function queueBulk(
  entity: string,
  kind: string,
  body: Json,
  label: string,
  orderKey?: string,
  names?: Record<string, string>,
): Promise<string> {
  const key = await enqueueBulk(context(), entity, kind, body, label, orderKey, names)
  void syncEngine.requestDrain()
  return key
}
