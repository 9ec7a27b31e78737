// A register's rows kept a second time, in few large IndexedDB records (decision 0365): the
// offline list reads a campus's 20,000 students from about 80 records instead of 20,000, where
// each record read costs Chromium some 30 µs besides its bytes (`npm run bench -- indexeddb-reads`),
// each row cut to the fields the list's pages read (decision 0373, `snapshot-fields.ts`).
// A bucket holds a run of the register's order (rows from its `from` to the next bucket's), so
// the buckets read in key order are the register in order, and the download, which walks the
// register in that order, fills one bucket after another. Kept by a Dexie middleware in the very
// transaction that writes `records` (every writer, every tab), so the snapshot never differs from
// the rows; a bucket is rewritten only when one of its rows changed (a page read again unchanged
// writes nothing more).
import {
  cmp,
  type DBCore,
  type DBCoreKeyRange,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie'
import type { CachedRecord, HemisDb, Json } from './db'
import { projectRow, snapshotFields } from './snapshot-fields'

/** A row as the offline list reads it: a server row with its place in the register's order. */
export type SnapshotRow = { key: string; id: number; sortKey: string; data: Json }

/**
 * One record of the snapshot: a register's rows in order, from `from` (the first bucket's is '',
 * so it takes every row before the second's) up to the next bucket's `from`.
 */
export type SnapshotBucket = { scope: string; entity: string; from: string; rows: SnapshotRow[] }

/**
 * Rows a bucket is cut to; one grown past twice this is cut again. Whole rows (about forty fields)
 * in runs of 64; rows cut to the fields the pages read (decision 0373), five times smaller, in runs
 * of 256: Chromium reads a record's bytes at the same speed, but each record besides them costs
 * (`npm run bench -- indexeddb-reads`: 20,000 cut rows in records of 64, 229 ms; of 512, 145).
 */
const bucketRows = (entity: string) => (snapshotFields(entity) ? 256 : 64)

/** Rows read by one request: 2,000 to 4,000 (buckets of up to twice their size), one short task. */
const READ_AT_ONCE = 2048

const RECORDS = 'records'
const SNAPSHOTS = 'snapshots'

type RecordKey = [string, string, string]
type BucketKey = [string, string, string]

/** A record as a row of the register's order (a server row with an order key), else nothing. */
export function orderedRow(record: CachedRecord | undefined | null): SnapshotRow | null {
  if (!record || record.id === null || record.sortKey === undefined) return null
  return { key: record.key, id: record.id, sortKey: record.sortKey, data: record.data }
}

/** What the snapshot keeps of a record: its ordered row cut to the fields its pages read. */
export function snapshotRow(record: CachedRecord | undefined | null): SnapshotRow | null {
  const row = orderedRow(record)
  if (row) row.data = projectRow(record!.entity, row.data)
  return row
}

const same = (a: SnapshotRow | null, b: SnapshotRow | null) =>
  a === null || b === null
    ? a === b
    : a.id === b.id && a.sortKey === b.sortKey && JSON.stringify(a.data) === JSON.stringify(b.data)

/**
 * The index of the first row whose sortKey is after `sortKey` (`orEqual`: not before it), in
 * IndexedDB's order of strings (by UTF-16 code unit), the order index's and the buckets'.
 */
export function positionAfter(
  rows: readonly { sortKey: string }[],
  sortKey: string,
  orEqual = false,
) {
  let low = 0
  let high = rows.length
  while (low < high) {
    const mid = (low + high) >>> 1
    const key = rows[mid]!.sortKey
    if (key < sortKey || (!orEqual && key === sortKey)) low = mid + 1
    else high = mid
  }
  return low
}

/** A register's range of bucket keys: [scope, entity] sorts before and [scope, entity, []] after each. */
const registerRange = (scope: string, entity: string, toScope = scope, toEntity = entity) =>
  ({ type: 2, lower: [scope, entity], upper: [toScope, toEntity, []] }) as unknown as DBCoreKeyRange

/** A register's rows from its snapshot, in the register's order, a few buckets at a time. */
export async function readSnapshot(db: HemisDb, scope: string, entity: string) {
  const perRead = READ_AT_ONCE / bucketRows(entity)
  const rows: SnapshotRow[] = []
  let after: string | null = null
  for (;;) {
    const buckets: SnapshotBucket[] = await db.snapshots
      .where('[scope+entity+from]')
      .between([scope, entity, after ?? ''], [scope, entity, []], after === null, true)
      .limit(perRead)
      .toArray()
    for (const bucket of buckets) for (const row of bucket.rows) rows.push(row)
    if (buckets.length < perRead) return rows
    after = buckets.at(-1)!.from
  }
}

/** A register's rows in order, cut into buckets (the first from ''). */
function cut(scope: string, entity: string, rows: SnapshotRow[], from = ''): SnapshotBucket[] {
  const most = bucketRows(entity)
  const size = rows.length > 2 * most ? most : Math.max(rows.length, 1)
  const buckets: SnapshotBucket[] = []
  for (let at = 0; at < rows.length || at === 0; at += size) {
    const part = rows.slice(at, at + size)
    buckets.push({ scope, entity, from: at === 0 ? from : part[0]!.sortKey, rows: part })
  }
  return buckets
}

/** The snapshot of rows already kept (the schema version that adds it). */
export function snapshotOf(records: Iterable<CachedRecord>): SnapshotBucket[] {
  const registers = new Map<string, { scope: string; entity: string; rows: SnapshotRow[] }>()
  for (const record of records) {
    const row = snapshotRow(record)
    if (!row) continue
    const { scope, entity } = record
    const id = `${scope}\u0000${entity}`
    let found = registers.get(id)
    if (!found) registers.set(id, (found = { scope, entity, rows: [] }))
    found.rows.push(row)
  }
  return [...registers.values()].flatMap(({ scope, entity, rows }) =>
    cut(
      scope,
      entity,
      rows.sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1)),
    ),
  )
}

/** Every write of `records` writes the snapshot too, in the same transaction. */
export const snapshotMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'register-snapshot',
  // Under Dexie's own middlewares (hooks, cache, observability: levels -1 to 2), which read the
  // calling zone's transaction, lost once this one awaits its reads: the engine below reads none.
  level: -2,
  // Older schema versions (a test's upgrade from them) have no snapshot to keep.
  create: (down) =>
    !down.schema.tables.some((t) => t.name === SNAPSHOTS)
      ? down
      : {
          ...down,
          transaction: (stores, mode, options) =>
            down.transaction(
              mode === 'readwrite' && stores.includes(RECORDS) && !stores.includes(SNAPSHOTS)
                ? [...stores, SNAPSHOTS]
                : stores,
              mode,
              options,
            ),
          table: (name) => {
            const table = down.table(name)
            if (name !== RECORDS) return table
            const snapshots = down.table(SNAPSHOTS)
            return { ...table, mutate: (request) => mutate(table, snapshots, request) }
          },
        },
}

async function mutate(
  records: DBCoreTable,
  snapshots: DBCoreTable,
  request: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  const { trans } = request
  if (request.type === 'deleteRange') {
    await dropRange(snapshots, trans, request.range)
    return records.mutate(request)
  }
  const keys =
    request.type === 'delete'
      ? (request.keys as RecordKey[])
      : (request.values as CachedRecord[]).map((v): RecordKey => [v.scope, v.entity, v.key])
  const old = (await records.getMany({ trans, keys })) as (CachedRecord | undefined)[]
  const response = await records.mutate(request)
  // Per key, the row before (its first sight) and after (the last write wins, as in IndexedDB; a
  // failed one, a bulk add's existing key, is none).
  const changes = new Map<string, Change>()
  keys.forEach((key, i) => {
    const id = JSON.stringify(key)
    const change = changes.get(id) ?? { key, was: snapshotRow(old[i]), now: snapshotRow(old[i]) }
    if (!response.failures[i])
      change.now = request.type === 'delete' ? null : snapshotRow(request.values[i] as CachedRecord)
    changes.set(id, change)
  })
  const changed = [...changes.values()].filter((c) => !same(c.was, c.now))
  if (changed.length > 0) await writeRows(snapshots, trans, changed)
  return response
}

type Change = { key: RecordKey; was: SnapshotRow | null; now: SnapshotRow | null }

/** Takes each changed row out of the bucket it was in and puts it in the one it now belongs to. */
async function writeRows(snapshots: DBCoreTable, trans: DBCoreTransaction, changes: Change[]) {
  const registers = new Map<string, Change[]>()
  for (const change of changes) {
    const id = JSON.stringify(change.key.slice(0, 2))
    const group = registers.get(id)
    if (group) group.push(change)
    else registers.set(id, [change])
  }
  for (const group of registers.values()) {
    const [scope, entity] = group[0]!.key
    const { result } = await snapshots.query({
      trans,
      values: false,
      query: { index: snapshots.schema.primaryKey, range: registerRange(scope, entity) },
    })
    const starts = (result as BucketKey[]).map(([, , from]) => ({ sortKey: from }))
    // A row belongs to the last bucket starting at or before it (the first starts at '').
    const bucketOf = (sortKey: string) => Math.max(0, positionAfter(starts, sortKey) - 1)
    const touched = new Set<number>()
    for (const { was, now } of group) {
      if (was) touched.add(bucketOf(was.sortKey))
      if (now) touched.add(bucketOf(now.sortKey))
    }
    const at = [...touched].filter((i) => i < starts.length)
    const found = (await snapshots.getMany({
      trans,
      keys: at.map((i): BucketKey => [scope, entity, starts[i]!.sortKey]),
    })) as (SnapshotBucket | undefined)[]
    const buckets = new Map<number, SnapshotBucket>(
      at.map((i, n) => [i, found[n] ?? { scope, entity, from: starts[i]!.sortKey, rows: [] }]),
    )
    // A register's first row makes its first bucket.
    if (starts.length === 0) buckets.set(0, { scope, entity, from: '', rows: [] })
    for (const { key, was } of group)
      if (was) {
        const bucket = buckets.get(bucketOf(was.sortKey))!
        bucket.rows = bucket.rows.filter((r) => r.key !== key[2])
      }
    for (const { now } of group)
      if (now) {
        const { rows } = buckets.get(bucketOf(now.sortKey))!
        rows.splice(positionAfter(rows, now.sortKey, true), 0, now)
      }
    const next = [...buckets.values()].flatMap((b) =>
      b.rows.length > 2 * bucketRows(entity) ? cut(scope, entity, b.rows, b.from) : [b],
    )
    await putOrDrop(snapshots, trans, next)
  }
}

/**
 * Writes buckets, deleting those left empty but a register's first (from ''), which stays so that
 * every row is at or after its bucket's `from`: a bucket cut in two then has its parts in order.
 */
async function putOrDrop(
  snapshots: DBCoreTable,
  trans: DBCoreTransaction,
  buckets: SnapshotBucket[],
) {
  const gone = (b: SnapshotBucket) => b.rows.length === 0 && b.from !== ''
  const kept = buckets.filter((b) => !gone(b))
  const empty = buckets.filter(gone).map((b) => [b.scope, b.entity, b.from])
  if (kept.length) await snapshots.mutate({ type: 'put', trans, values: kept })
  if (empty.length) await snapshots.mutate({ type: 'delete', trans, keys: empty })
}

/** Whether a record key is in a range of record keys. */
function inRange(key: RecordKey, range: DBCoreKeyRange) {
  if (kindOf(range) === ANY) return true
  const low = cmp(key, range.lower)
  const high = cmp(key, range.upper)
  return (
    (low > 0 || (low === 0 && !range.lowerOpen)) && (high < 0 || (high === 0 && !range.upperOpen))
  )
}

// DBCoreRangeType's values (a const enum, which an isolated module cannot read).
const NEVER = 4
const ANY = 3
const kindOf = (range: DBCoreKeyRange): number => range.type

/** A range of records deleted (a list cleared): their rows leave the snapshot. */
async function dropRange(snapshots: DBCoreTable, trans: DBCoreTransaction, range: DBCoreKeyRange) {
  if (kindOf(range) === NEVER) return
  if (kindOf(range) === ANY) {
    await snapshots.mutate({ type: 'deleteRange', trans, range })
    return
  }
  // The buckets of every register the range reaches into: from the first's to the last's.
  const [lowScope, lowEntity] = range.lower as RecordKey
  const [highScope, highEntity] = range.upper as RecordKey
  const { result } = await snapshots.query({
    trans,
    values: true,
    query: {
      index: snapshots.schema.primaryKey,
      range: registerRange(lowScope, lowEntity, highScope, highEntity),
    },
  })
  const buckets = (result as SnapshotBucket[]).map((bucket) => ({
    ...bucket,
    rows: bucket.rows.filter((r) => !inRange([bucket.scope, bucket.entity, r.key], range)),
  }))
  await putOrDrop(snapshots, trans, buckets)
}
