// What a register's snapshot keeps of each row (decision 0373): only the fields its offline pages
// read (the list's filters, its search and its orders), declared with the register's entity
// (`defineEntity`'s `snapshotFields`). A page shows its rows from the records themselves, by id;
// the snapshot only decides which rows and in what order, so the session's first offline search
// reads a fifth of the bytes. A filter that reads a field the snapshot leaves out is not allowed to
// find nothing silently: every row read from the snapshot answers such a read through a guard that
// notes it (`missedField`), and the page is then made again from the whole records.
import type { Json } from './db'

const declared = new Map<string, ReadonlySet<string>>()
/** Each register's guard (below), made for its declared fields. */
const guards = new Map<string, object>()

/** `keepInSnapshot('student', ['programId', …])`: the fields the register's offline pages read. */
export function keepInSnapshot(entity: string, fields: readonly string[]) {
  declared.set(entity, new Set(fields))
  guards.delete(entity)
}

/** The fields the snapshot keeps of an entity's rows; undefined: the whole row. */
export const snapshotFields = (entity: string) => declared.get(entity)

/** A row cut to the declared fields, each one an own property even when the row has none. */
export function projectRow(entity: string, data: Json): Json {
  const fields = declared.get(entity)
  if (!fields) return data
  const kept: Json = {}
  for (const field of fields) kept[field] = data[field]
  return kept
}

let missed: string | null = null
/** The first field read since the last call that a snapshot row did not keep (null: none). */
export function missedField(): string | null {
  const field = missed
  missed = null
  return field
}

// A read of a property a row does not own reaches its prototype: here, a guard that notes names
// that are neither declared nor an Object's own (`toString`, `hasOwnProperty`), and answers
// undefined as the plain row would. A read of a kept field never reaches it.
function guardOf(entity: string, fields: ReadonlySet<string>) {
  let guard = guards.get(entity)
  if (!guard) {
    const note = (name: string | symbol) => {
      if (typeof name === 'string' && !fields.has(name) && !(name in Object.prototype))
        missed ??= name
    }
    guard = new Proxy(Object.prototype, {
      get: (target, name, receiver) => {
        note(name)
        return Reflect.get(target, name, receiver) as unknown
      },
      has: (target, name) => {
        note(name)
        return Reflect.has(target, name)
      },
    })
    guards.set(entity, guard)
  }
  return guard
}

/** The row as the snapshot read it, its reads of fields it left out noted (none for a whole row). */
export function guardRow(entity: string, data: Json): Json {
  const fields = declared.get(entity)
  if (fields) Object.setPrototypeOf(data, guardOf(entity, fields))
  return data
}
