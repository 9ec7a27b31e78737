// Many rows into one table by one statement whose values travel as one JSON parameter (decision
// 0334), for an import's chunk. Drizzle's builder makes every value a parameter and inspects each:
// 500 students cost it 70–160 ms to build, more than PostgreSQL takes to insert them.
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { nameOf } from './table-rows.ts'
import type { Tx } from './transaction.ts'

type Values = Record<string, unknown>

/** Reads element `i` of a row's JSON array as the column's type (jsonb stays JSON). */
function valueOf(column: PgColumn, i: number) {
  const type = column.getSQLType()
  return type === 'jsonb' || type === 'json'
    ? sql.raw(`(e->${i})::${type}`)
    : sql.raw(`(e->>${i})::${type}`)
}

/**
 * Inserts `rows` into `table`, skipping any that collides with a unique index (`on conflict do
 * nothing`), and answers a row each: its id and version, or `undefined` when it was skipped. The
 * ids are drawn from the table's sequence first, which is how the inserted rows are told from the
 * skipped ones. A row's columns are its keys that name one; a column it leaves out takes its
 * default, so rows are sent in groups of the same keys.
 */
export async function insertRows(tx: Tx, table: PgTable, rows: Values[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  // Both drivers answer `{ rows }`; drizzle types the answer by driver, so it is read as unknown.
  const drawn: unknown = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id
        from generate_series(1, ${rows.length})`,
  )
  const ids = (drawn as { rows: { id: number }[] }).rows.map((r) => Number(r.id))
  const groups = new Map<string, Values[]>()
  rows.forEach((values, i) => {
    const row: Values = { ...values, id: ids[i] }
    const keys = Object.keys(row)
      .filter((k) => k in columns && row[k] !== undefined)
      .sort()
      .join(' ')
    const group = groups.get(keys)
    if (group) group.push(row)
    else groups.set(keys, [row])
  })
  const versions = new Map<number, number>()
  for (const [signature, group] of groups) {
    const keys = signature.split(' ')
    const data = group.map((row) =>
      keys.map((k) => (row[k] instanceof Date ? row[k].toISOString() : row[k])),
    )
    const names = sql.join(
      keys.map((k) => sql.identifier(nameOf(columns[k]!))),
      sql`, `,
    )
    const values = sql.join(
      keys.map((k, i) => valueOf(columns[k]!, i)),
      sql`, `,
    )
    const result: unknown = await tx.execute(
      sql`insert into ${table} (${names})
          select ${values} from jsonb_array_elements(${JSON.stringify(data)}::jsonb) as e
          on conflict do nothing
          returning id, version`,
    )
    for (const r of (result as { rows: { id: number; version: number }[] }).rows)
      versions.set(Number(r.id), Number(r.version))
  }
  return ids.map((id) => {
    const version = versions.get(id)
    return version === undefined ? undefined : { id, version }
  })
}
