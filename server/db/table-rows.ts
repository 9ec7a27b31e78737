// A table's whole rows read through plain SQL text: the select list is built once per table and each
// row is decoded by its columns' own mappings, as drizzle's `select()` would answer it. drizzle builds
// a select's list again for every query, column by column; for the student register's 48 columns that
// was 0.3 ms of a one-row search's CPU (issue 12's profile, docs/performance.md).
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './connect.ts'
import type { Tx } from './transaction.ts'

type Row = Record<string, unknown>

/** The column's name in the database (connect.ts opens every database with snake_case casing). */
export const nameOf = (column: PgColumn) =>
  column.keyAsName ? toSnakeCase(column.name) : column.name

export function tableRows(table: PgTable) {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(
    ([key, column]) => ({ key, column, name: nameOf(column) }),
  )
  const tableName = getTableName(table)
  const decode = decoderOf(columns)
  const list = sql.raw(columns.map(({ name }) => `"${tableName}"."${name}"`).join(', '))
  /** The rows of `query` (which selects `list`) as drizzle's `select()` answers them. */
  async function read<T extends Row>(db: Db | Tx, query: SQL): Promise<T[]> {
    return (await readWith<T>(db, query, [])).rows
  }

  /**
   * `read`, where `query` selects `fields` after `list` (a keyset's key values): those come back
   * beside the rows, a record each, as the database sent them.
   */
  async function readWith<T extends Row>(db: Db | Tx, query: SQL, fields: string[]) {
    // Both drivers answer `{ rows }` of objects named by column; drizzle types it by driver.
    const result: unknown = await db.execute(query)
    const raws = (result as { rows: Row[] }).rows
    const rows = raws.map(decode) as T[]
    const extra = fields.length
      ? raws.map((raw) => Object.fromEntries(fields.map((f) => [f, raw[f]])))
      : []
    return { rows, extra }
  }

  async function insert<T extends Row>(tx: Tx, values: Row, onConflict: SQL) {
    const given = columns.filter(({ key }) => values[key] !== undefined)
    const names = sql.raw(given.map(({ name }) => `"${name}"`).join(', '))
    // A parameter with its column encodes the value as drizzle's insert would (JSON, dates).
    const params = sql.join(
      given.map(({ key, column }) => sql.param(values[key], column)),
      sql`, `,
    )
    const [row] = await read<T>(
      tx,
      sql`insert into ${table} (${names}) values (${params})${onConflict} returning ${list}`,
    )
    return row
  }

  return {
    /** `"table"."column", …` for every column, in the schema's order. */
    list,
    read,
    readWith,
    /**
     * Inserts one row (the keys of `values` that name a column; the others take their defaults)
     * and answers it as stored, or undefined when it collided with a unique index (`on conflict
     * do nothing`: no error, so the transaction goes on without a savepoint).
     */
    insertOne: <T extends Row>(tx: Tx, values: Row) =>
      insert<T>(tx, values, sql` on conflict do nothing`),
    /**
     * `insertOne` that does not skip a collision: the database's unique violation, which names
     * the index that refused the row, is thrown (run it under a savepoint).
     */
    insertOrThrow: <T extends Row>(tx: Tx, values: Row) => insert<T>(tx, values, sql``),
  }
}

/**
 * The function that turns the driver's row into the table's row: every key, each value decoded by
 * its column's `mapFromDriverValue` (null kept as null). Written once per table as one object
 * literal with one call site a column, as fast-json-stringify and Ajv write theirs: rows built key
 * by key (from an empty object, or from a copy of a template of nulls) were slow to build and slow
 * again to serialise, 0.3 ms of a page of students' CPU (decision 0338). The text holds
 * only the schema's own names, quoted by `JSON.stringify`; nothing of a request.
 */
function decoderOf(columns: { key: string; column: PgColumn; name: string }[]) {
  const fields = columns.map(({ key, name }, i) => {
    const value = `raw[${JSON.stringify(name)}]`
    return `${JSON.stringify(key)}: ${value} == null ? null : c${i}.mapFromDriverValue(${value})`
  })
  const constants = columns.map((_, i) => `c${i}`).join(', ')
  // oxlint-disable-next-line typescript/no-implied-eval -- written from the schema, once per table
  const build = new Function(
    'columns',
    `const [${constants}] = columns
    return (raw) => ({ ${fields.join(',\n')} })`,
  ) as (columns: PgColumn[]) => (raw: Row) => Row
  return build(columns.map(({ column }) => column))
}
