// The field a unique index guards, by the index's name. A duplicate is refused by the index itself
// (under concurrent writes no check before the insert can be trusted), and PostgreSQL names the
// index or unique constraint that refused it (`constraint` of a 23505), on PGlite as on `pg`: the
// name says which of a record's uniqueness rules the value broke (decision 0409).
import { Column, getTableColumns, is, SQL } from 'drizzle-orm'
import { getTableConfig, IndexedColumn, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'

/**
 * The columns that are never the value that clashed: those that say whose a row is (an index's
 * scope), and the row's own id (a key other tables' references need, not a value typed).
 */
const notValues = new Set(['universityId', 'campusId', 'id'])

/** The names of the columns an index is on, plain or inside an expression (`lower(name)`). */
function columnNames(parts: readonly unknown[]): string[] {
  return parts.flatMap((part) => {
    if (is(part, SQL)) return columnNames(part.queryChunks)
    return (is(part, Column) || is(part, IndexedColumn)) && part.name ? [part.name] : []
  })
}

/**
 * The field each unique index and unique constraint of `table` guards, by its name: the one of
 * `keys` (a uniqueness rule's column: a roll number's index holds the program and batch it is
 * unique within too) that it is on, else its one column beside the owner's; an index on several
 * such columns and none of `keys` guards no one field and is left out. Fields are named as the
 * contract names them (the schema's keys). Example: `uniqueFields(students, [students.rollNo])`
 * → `Map { 'students_registration_no_key' → 'registrationNo', 'students_roll_no_key' → 'rollNo' }`.
 */
export function uniqueFields(table: PgTable, keys: readonly PgColumn[] = []): Map<string, string> {
  const columns = Object.entries(getTableColumns(table))
  const keyOf = (name: string) => columns.find(([, column]) => column.name === name)?.[0]
  const wanted = new Set(keys.map((k) => k.name))
  const config = getTableConfig(table)
  const indexes: [string | undefined, string[]][] = [
    ...config.indexes
      .filter((index) => index.config.unique)
      .map((index): [string | undefined, string[]] => [
        index.config.name,
        columnNames(index.config.columns),
      ]),
    ...config.uniqueConstraints.map((u): [string | undefined, string[]] => [
      u.getName(),
      u.columns.map((c) => c.name),
    ]),
    ...columns
      .filter(([, column]) => column.isUnique)
      .map(([, column]): [string | undefined, string[]] => [column.uniqueName, [column.name]]),
  ]
  const fields = new Map<string, string>()
  for (const [name, on] of indexes) {
    const key = on.find((c) => wanted.has(c))
    const beside = on.filter((c) => !notValues.has(c))
    const field = keyOf(key ?? (beside.length === 1 ? beside[0]! : ''))
    if (name && field) fields.set(name, field)
  }
  return fields
}
