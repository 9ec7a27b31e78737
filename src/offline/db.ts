import { Dexie, type Table, type Transaction } from 'dexie'
import { deviceUpgrade } from './device-upgrade'
import { snapshotMiddleware, snapshotOf, type SnapshotBucket } from './register-snapshot'

/** A JSON object as the API sends and takes it. */
export type Json = Record<string, unknown>

/**
 * One cached row of a setup list, per signed-in user and institution (`scope`). `key` is the
 * server id as text, or `local-<uuid>` for a record created here and not yet synced.
 * `data` is what screens show: the server's row with this device's unsynced edits applied.
 */
export type CachedRecord = {
  scope: string
  entity: string
  key: string
  id: number | null
  version: number | null
  data: Json
  /**
   * A register's order on this device (students by name), so the offline list pages it in that
   * order (`devicePage`); absent for lists cached whole and for records not yet on the server.
   */
  sortKey?: string
}

/**
 * `bulk`: one operation over many records of a list (promote, bulk upsert), sent as one request;
 * `upload`: a file of a record (a student's photo), its bytes kept in the row until sent.
 */
export type OutboxOp = 'create' | 'update' | 'status' | 'bulk' | 'upload'

/** pending: waiting to be sent (or retried); conflict and rejected: parked until a person decides. */
export type OutboxStatus = 'pending' | 'conflict' | 'rejected'

/** What the server said about a parked or retried row, kept for the conflicts screen. */
export type OutboxProblem = {
  status: number
  type: string
  title: string
  detail?: string
  errors?: { field: string; message: string }[]
  existingId?: number
  /** A duplicate's field: the one whose value the existing record already has (decision 0409). */
  field?: string
  current?: Json
  /** The record's verification state that refused the edit (422 `verification-locked`). */
  state?: string
  /** A bulk operation's rows the server did not apply, each with its outcome. */
  rows?: BulkRowResult[]
}

/** A bulk operation's answer: a result per record, and what the server recorded of it (to undo). */
export type BulkAnswer = { results: BulkRowResult[] }

/** One row of a bulk operation's answer: its key (a record id or the client's row key). */
export type BulkRowResult = {
  key: string
  ok: boolean
  outcome: string
  id?: number | null
  version?: number | null
  /** The fields the server changed, to apply to the cached record. */
  changes?: Json
  message?: string
  /**
   * A `duplicate`'s field, whose unique index refused the row (`rollNo`), and the record that has
   * the value, when the server said it (only to whom may read it): decision 0409.
   */
  field?: string
  existingId?: number | null
}

/** One durable edit, sent in `seq` order per record; `opId` is its Idempotency-Key. */
export type OutboxRow = {
  seq?: number
  opId: string
  scope: string
  entity: string
  entityId: string
  /**
   * The key whose rows this one is sent in order with, when not `entityId`'s: a record's key for a
   * bulk operation on that record (a student's submit goes after the student's edits), a sheet's
   * for its saves (a day's attendance), so a save retried is not overtaken by a later one.
   */
  orderKey?: string
  op: OutboxOp
  payload: Json
  baseVersion: number | null
  /**
   * The values, as this device held them, of the fields the edit changes (an update, a toggle, a
   * file): a stale answer whose record still holds them lets the sender send the edit again by
   * itself (`rebase.ts`). Absent on creates, bulk rows and rows queued before it was kept.
   */
  base?: Json
  userId: number
  createdAt: string
  status: OutboxStatus
  attempts: number
  lastProblem: OutboxProblem | null
  /** Epoch ms before which a retry waits (jittered backoff). */
  nextAttemptAt: number
}

/**
 * A file of a record kept on this device once it was shown or downloaded (a student's photo, a
 * document), so it opens offline: `name` is the record's field ('photo') or `document:<id>`, `hash`
 * says which version of the file the bytes are (a record's new photo has a new hash).
 */
export type KeptFile = {
  scope: string
  entity: string
  id: number
  name: string
  hash: string
  blob: Blob
  keptAt: number
}

/**
 * What a person typed in a form and has not saved, kept as they type (decision 0391): the fields
 * they changed from the form's first values (a file as its `File`), per user and campus (`scope`)
 * and form (`form`: the entity, create or the record edited). Restored when the form opens again.
 */
export type FormDraft = {
  scope: string
  form: string
  values: Record<string, unknown>
  at: number
}

/** Small facts: a list's ETag and when it was fetched, the last completed sync. */
export type MetaRow = { key: string; value: Json }

export const DB_NAME = 'hemis'

/**
 * The schema history. Every version stays listed; a new one only adds (never removes) stores or
 * indexes, and its upgrade must leave `outbox` rows as they are: they are edits nobody has sent yet.
 * Version 2 added the per-record index the sender groups by; version 3 the registers' order index
 * (rows without a `sortKey`, every setup list's, are simply not in it); version 4 the files kept;
 * version 5 the registers' snapshot (`register-snapshot.ts`), made from the rows already kept;
 * version 6 a class's indexes over the records' own data (`group-rows.ts`), which IndexedDB builds
 * over the rows already kept as the version opens (about 5 s an index for 20,000 students in
 * Chromium, once: decision 0366); version 7 the snapshot made again of the fields its pages read
 * (decision 0373: a second or two for 20,000 students, once); version 8 the forms' unsaved drafts
 * (a new store: nothing kept is read again); version 9 the snapshot made again with the middle
 * name, which a search of several words reads (decision 0408).
 */
/** Version 6's stores (a class's indexes), which version 7 keeps as they are. */
const withClassIndexes = {
  records:
    '[scope+entity+key], [scope+entity], [scope+entity+id], [scope+entity+sortKey], ' +
    '[scope+entity+data.programId+data.batchId], [scope+entity+data.programId]',
  outbox: '++seq, &opId, userId, [scope+entity+entityId]',
  meta: 'key',
  files: '[scope+entity+id+name], keptAt',
  snapshots: '[scope+entity+from]',
}

/** Version 8's stores (the forms' drafts), which version 9 keeps as they are. */
const withDrafts = { ...withClassIndexes, drafts: '[scope+form]' }

/** The snapshot made again from the records, of the fields the pages read now. */
async function snapshotMadeAgain(tx: Transaction) {
  deviceUpgrade.set(true)
  const records = await tx.table<CachedRecord>('records').toArray()
  await tx.table('snapshots').clear()
  await tx.table('snapshots').bulkPut(snapshotOf(records))
}

export const schemaVersions: {
  version: number
  stores: Record<string, string>
  upgrade?: (tx: Transaction) => Promise<void>
}[] = [
  {
    version: 1,
    stores: {
      records: '[scope+entity+key], [scope+entity]',
      outbox: '++seq, &opId, userId',
      meta: 'key',
    },
  },
  {
    version: 2,
    stores: {
      records: '[scope+entity+key], [scope+entity], [scope+entity+id]',
      outbox: '++seq, &opId, userId, [scope+entity+entityId]',
      meta: 'key',
    },
  },
  {
    version: 3,
    stores: {
      records: '[scope+entity+key], [scope+entity], [scope+entity+id], [scope+entity+sortKey]',
      outbox: '++seq, &opId, userId, [scope+entity+entityId]',
      meta: 'key',
    },
  },
  {
    version: 4,
    stores: {
      records: '[scope+entity+key], [scope+entity], [scope+entity+id], [scope+entity+sortKey]',
      outbox: '++seq, &opId, userId, [scope+entity+entityId]',
      meta: 'key',
      files: '[scope+entity+id+name], keptAt',
    },
  },
  {
    version: 5,
    stores: {
      records: '[scope+entity+key], [scope+entity], [scope+entity+id], [scope+entity+sortKey]',
      outbox: '++seq, &opId, userId, [scope+entity+entityId]',
      meta: 'key',
      files: '[scope+entity+id+name], keptAt',
      snapshots: '[scope+entity+from]',
    },
    upgrade: async (tx) => {
      const records = await tx.table<CachedRecord>('records').toArray()
      await tx.table('snapshots').bulkPut(snapshotOf(records))
    },
  },
  {
    version: 6,
    stores: withClassIndexes,
    // Runs as the indexes are built over the rows kept (not on a new device's empty database).
    upgrade: async () => deviceUpgrade.set(true),
  },
  {
    version: 7,
    stores: withClassIndexes,
    // The snapshot made again, of only the fields the pages read (decision 0373).
    upgrade: snapshotMadeAgain,
  },
  { version: 8, stores: withDrafts },
  // The snapshot made again: a search of several words reads the middle name (decision 0408).
  { version: 9, stores: withDrafts, upgrade: snapshotMadeAgain },
]

export class HemisDb extends Dexie {
  records!: Table<CachedRecord, [string, string, string]>
  outbox!: Table<OutboxRow, number>
  meta!: Table<MetaRow, string>
  files!: Table<KeptFile, [string, string, number, string]>
  snapshots!: Table<SnapshotBucket, [string, string, string]>
  drafts!: Table<FormDraft, [string, string]>

  constructor(name = DB_NAME, upTo = schemaVersions.length) {
    // Chromium commits IndexedDB with "relaxed" durability by default: a browser closed right
    // after an edit can lose it. The outbox must survive exactly that, so every write is flushed.
    super(name, { chromeTransactionDurability: 'strict' })
    for (const { version, stores, upgrade } of schemaVersions.slice(0, upTo)) {
      const declared = this.version(version).stores(stores)
      if (upgrade) declared.upgrade(upgrade)
    }
    this.use(snapshotMiddleware)
    // The upgrade, if any, is over once the database is open (or could not be).
    this.on('ready', () => deviceUpgrade.set(false))
    this.on('close', () => deviceUpgrade.set(false))
  }
}

let shared: HemisDb | undefined

/** The app's one database, opened on first use. */
export function appDb(): HemisDb {
  shared ??= new HemisDb()
  return shared
}
