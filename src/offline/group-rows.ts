// A group of a register (a class: a program's intake, or the whole program) read through an
// IndexedDB index on the fields that name it, so a class's screens read its records, not the whole
// register (20,000 students walked twice took about 2.3 s: `npm run bench -- indexeddb-reads`).
// The indexes are declared in the schema (`db.ts`, version 6) over the record's own data
// (`[scope+entity+data.programId+data.batchId]`): IndexedDB keeps them as any write changes the
// data, whoever makes it, and a live query over such a read re-runs when a record enters, leaves
// or changes in the group (Dexie observes the index range read and the records found).
import type { CachedRecord, HemisDb, Json } from './db'
import type { PageQuery } from './sync-port'

const DATA = 'data.'

/** Each group index of `records` and its data fields (after scope and entity), longest first. */
function groupIndexes(db: HemisDb) {
  return db.records.schema.indexes
    .flatMap(({ name, keyPath }) => {
      if (!Array.isArray(keyPath) || keyPath[0] !== 'scope' || keyPath[1] !== 'entity') return []
      const fields = keyPath.slice(2)
      if (fields.length === 0 || !fields.every((path) => path.startsWith(DATA))) return []
      return [{ name, fields: fields.map((path) => path.slice(DATA.length)) }]
    })
    .sort((a, b) => b.fields.length - a.fields.length)
}

/**
 * A value as the record may hold it: the query's text, and the number it spells (ids come from
 * the server as numbers; a filter compares their text, `equals`).
 */
function heldAs(value: string): (string | number)[] {
  const number = Number(value)
  return value !== '' && String(number) === value ? [value, number] : [value]
}

/** Every combination of the fields' values, as index keys after `[scope, entity]`. */
function keysOf(values: string[]): (string | number)[][] {
  return values.reduce<(string | number)[][]>(
    (keys, value) => keys.flatMap((key) => heldAs(value).map((held) => [...key, held])),
    [[]],
  )
}

/**
 * The rows of `entity` on this device whose fields equal `query`'s (`matches` checks them all)
 * and that have a place in the register's order (the server's rows, as `deviceRows`), in that
 * order; read through the longest group index whose fields `query` names. Null when no group
 * index fits the query: the caller walks the register.
 */
export async function groupRows(
  db: HemisDb,
  scope: string,
  entity: string,
  query: Readonly<PageQuery>,
  matches: (row: Json) => boolean,
): Promise<Json[] | null> {
  const named = (field: string) => query[field] !== undefined && query[field] !== ''
  const index = groupIndexes(db).find(({ fields }) => fields.every(named))
  if (!index) return null
  const keys = keysOf(index.fields.map((field) => String(query[field]))).map((key) => [
    scope,
    entity,
    ...key,
  ])
  // A read a key (IndexedDB's getAll over its range), not `anyOf`: Dexie walks that with a cursor,
  // a request a record (a class's reads as Export to PDF opened took 375 ms so, against 30).
  const found: CachedRecord[] = (
    await Promise.all(keys.map((key) => db.records.where(index.name).equals(key).toArray()))
  ).flat()
  return found
    .filter((r) => r.sortKey !== undefined && matches(r.data))
    .sort((a, b) => (a.sortKey! < b.sortKey! ? -1 : a.sortKey! > b.sortKey! ? 1 : 0))
    .map((r) => r.data)
}
