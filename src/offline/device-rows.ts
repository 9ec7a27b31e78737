// A register's rows as this device keeps them, in its order, held in memory for the offline pages
// (`devicePage`). Walking IndexedDB's order index for every page cloned each record in turn: over a
// campus's 20,000 students a search that matched none took 1.2 s in Chromium, a filter 0.7 s
// (`npm run bench -- students-offline`). So the rows are read once, from the register's snapshot
// (about 300 records for 20,000 students, 32 a request: no long task; `register-snapshot.ts`), and
// kept: a write to that register, in this tab or another (Dexie's `storagemutated` event, which
// names the keys written), reads those records again and puts them in their place; each page then
// filters the kept rows. Not for a live query (`useLiveQuery`): it follows only the reads IndexedDB
// sees, and kept rows are none. The snapshot keeps only the fields the pages read (decision 0373);
// a page whose filter reads another (`missedField`) is made from the whole records instead.
import { cmp, Dexie, RangeSet, rangesOverlap, type IntervalTree } from 'dexie'
import type { CachedRecord, HemisDb } from './db'
import {
  orderedRow,
  positionAfter,
  readSnapshot,
  snapshotRow,
  type SnapshotRow,
} from './register-snapshot'
import { guardRow } from './snapshot-fields'
/** Registers kept at once (students and staff); the least recently read is dropped first. */
const KEPT = 2

type Kept = {
  db: HemisDb
  scope: string
  entity: string
  /** Read from the records with all their fields, not from the snapshot. */
  whole: boolean
  rows: Promise<SnapshotRow[]>
}
const kept = new Map<string, Kept>()
let watching = false

/** Records written at once that are refreshed one by one; a larger write reads the register again. */
const REFRESH_MAX = 500

function watchWrites() {
  if (watching) return
  watching = true
  Dexie.on('storagemutated', (parts) => {
    for (const [key, entry] of kept) {
      const { db, scope, entity, whole } = entry
      const register = new RangeSet([scope, entity, ''], [scope, entity, '\uffff'])
      const written = [parts[`idb://${db.name}/records/`], parts[`idb://${db.name}/records/:dels`]]
        .filter((part) => part !== undefined)
        .filter((part) => rangesOverlap(part, register))
      if (written.length === 0) continue
      // The keys written (an edit, a page read, a delete): those rows are read again and put in
      // their place. A range (a whole register cleared) reads the register again.
      const keys = keysIn(written, register, scope, entity)
      if (keys === null || keys.length > REFRESH_MAX) {
        kept.delete(key)
        continue
      }
      entry.rows = entry.rows
        .then((rows) => refresh(db, rows, scope, entity, keys, whole))
        .catch(() => readRows(db, scope, entity, whole))
    }
  })
}

/**
 * The register's record keys written, from `parts`' single keys; null when a range reaches into
 * the register (a whole register cleared, or several at once).
 */
function keysIn(parts: readonly IntervalTree[], register: RangeSet, scope: string, entity: string) {
  const keys = new Set<string>()
  for (const part of parts)
    for (const node of new RangeSet().add(part)) {
      if (!rangesOverlap(new RangeSet(node.from, node.to), register)) continue
      const from = node.from as unknown[]
      const single = cmp(node.from, node.to) === 0
      if (!single || from[0] !== scope || from[1] !== entity || typeof from[2] !== 'string')
        return null
      keys.add(from[2])
    }
  return [...keys]
}

/** `rows` with the records of `keys` as IndexedDB holds them now, in order (gone ones removed). */
async function refresh(
  db: HemisDb,
  rows: SnapshotRow[],
  scope: string,
  entity: string,
  keys: string[],
  whole: boolean,
) {
  const fresh = await db.records.bulkGet(
    keys.map((k) => [scope, entity, k] as [string, string, string]),
  )
  const written = new Set(keys)
  const next = rows.filter((r) => !written.has(r.key))
  for (const record of fresh) {
    const row = rowOf(record, whole)
    if (row) next.splice(positionAfter(next, row.sortKey, true), 0, row)
  }
  return next
}

/** A record as kept in memory: its snapshot row, guarded (or its whole row). */
function rowOf(record: CachedRecord | undefined, whole: boolean) {
  const row = whole ? orderedRow(record) : snapshotRow(record)
  if (row && !whole) guardRow(record!.entity, row.data)
  return row
}

/** Records read a request when a register is read whole (the order index's chunks). */
const WHOLE_CHUNK = 1000

async function readRows(db: HemisDb, scope: string, entity: string, whole: boolean) {
  if (!whole) {
    const started = performance.now()
    const rows = await readSnapshot(db, scope, entity)
    for (const row of rows) guardRow(entity, row.data)
    // What `npm run bench -- students-offline` reports as the register's read into memory.
    performance.measure('hemis:register-read', { start: started })
    return rows
  }
  const rows: SnapshotRow[] = []
  let after: string | null = null
  for (;;) {
    const found: CachedRecord[] = await db.records
      .where('[scope+entity+sortKey]')
      .between([scope, entity, after ?? ''], [scope, entity, '\uffff'], after === null, true)
      .limit(WHOLE_CHUNK)
      .toArray()
    for (const record of found) {
      const row = orderedRow(record)
      if (row) rows.push(row)
    }
    if (found.length < WHOLE_CHUNK) return rows
    after = found.at(-1)!.sortKey!
  }
}

/**
 * The register's rows that have a place in its order (every server row), sorted by `sortKey`:
 * the fields its snapshot keeps, or (`whole`) every field, read from the records.
 */
export function orderedRows(
  db: HemisDb,
  scope: string,
  entity: string,
  whole = false,
): Promise<SnapshotRow[]> {
  watchWrites()
  const key = `${db.name}|${scope}|${entity}|${whole ? 'whole' : 'snapshot'}`
  let entry = kept.get(key)
  kept.delete(key) // re-inserted last: the map's order is the order of use
  if (!entry || entry.db !== db) {
    entry = { db, scope, entity, whole, rows: readRows(db, scope, entity, whole) }
    // A failed read is not kept: the next page reads again.
    entry.rows.catch(() => kept.delete(key))
  }
  kept.set(key, entry)
  for (const old of kept.keys()) if (kept.size > KEPT) kept.delete(old)
  return entry.rows
}
