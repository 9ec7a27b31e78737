// A register's rows as this device keeps them, in its order, held in memory for the offline pages
// (`devicePage`). Walking IndexedDB's order index for every page cloned each record in turn: over a
// campus's 20,000 students a search that matched none took 1.2 s in Chromium, a filter 0.7 s
// (`npm run bench -- students-offline`). So the rows are read once, in order and in chunks (no
// long task), and kept until a write to that register, in this tab or another (Dexie's
// `storagemutated` event), makes them stale; each page then filters the kept rows. Not for a live
// query (`useLiveQuery`): it follows only the reads IndexedDB sees, and kept rows are none.
import { Dexie, RangeSet, rangesOverlap } from 'dexie'
import type { CachedRecord, HemisDb } from './db'

/** Rows read from IndexedDB at a time: each read is one short task, never a long one. */
const CHUNK = 1000
/** Registers kept at once (students and staff); the least recently read is dropped first. */
const KEPT = 2

type Kept = { db: HemisDb; scope: string; entity: string; rows: Promise<CachedRecord[]> }
const kept = new Map<string, Kept>()
let watching = false

function watchWrites() {
  if (watching) return
  watching = true
  Dexie.on('storagemutated', (parts) => {
    for (const [key, entry] of kept) {
      const register = new RangeSet(
        [entry.scope, entry.entity, ''],
        [entry.scope, entry.entity, '\uffff'],
      )
      const written = [
        parts[`idb://${entry.db.name}/records/`],
        parts[`idb://${entry.db.name}/records/:dels`],
      ]
      if (written.some((part) => part && rangesOverlap(part, register))) kept.delete(key)
    }
  })
}

async function readInOrder(db: HemisDb, scope: string, entity: string) {
  const rows: CachedRecord[] = []
  let from: string | undefined
  for (;;) {
    const chunk = await db.records
      .where('[scope+entity+sortKey]')
      .between([scope, entity, from ?? ''], [scope, entity, '\uffff'], from === undefined, true)
      .limit(CHUNK)
      .toArray()
    rows.push(...chunk)
    if (chunk.length < CHUNK) return rows
    from = chunk.at(-1)!.sortKey
  }
}

/** The register's rows that have a place in its order (every server row), sorted by `sortKey`. */
export function orderedRows(db: HemisDb, scope: string, entity: string): Promise<CachedRecord[]> {
  watchWrites()
  const key = `${db.name}|${scope}|${entity}`
  let entry = kept.get(key)
  kept.delete(key) // re-inserted last: the map's order is the order of use
  if (!entry || entry.db !== db) {
    entry = { db, scope, entity, rows: readInOrder(db, scope, entity) }
    // A failed read is not kept: the next page reads again.
    entry.rows.catch(() => kept.delete(key))
  }
  kept.set(key, entry)
  for (const old of kept.keys()) if (kept.size > KEPT) kept.delete(old)
  return entry.rows
}

/** The index of the first row whose sortKey is after `sortKey` (`orEqual`: not before it). */
export function positionAfter(rows: readonly CachedRecord[], sortKey: string, orEqual = false) {
  let low = 0
  let high = rows.length
  while (low < high) {
    const mid = (low + high) >>> 1
    const key = rows[mid]!.sortKey!
    if (key < sortKey || (!orEqual && key === sortKey)) low = mid + 1
    else high = mid
  }
  return low
}
