// `tableRows` (server/db/table-rows.ts) reads a table's rows through a select list built once: every
// table of the schema, read both ways from the seeded demo data, answers what drizzle's `select()`
// answers (dates, timestamps, JSON, numbers, arrays, nulls alike).
import { asc, getTableColumns, getTableName, sql } from 'drizzle-orm'
import { type PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { tableRows } from '../../server/db/table-rows.ts'
import { schemaTables as tables } from '../../server/db/schema-tables.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('tableRows', () => {
  it('reads every table of the schema as drizzle select() does', async () => {
    let compared = 0
    for (const table of tables) {
      const columns = getTableColumns(table) as Record<string, PgColumn>
      // A stable order: the id, or else every column.
      const order = columns.id ? [columns.id] : Object.values(columns)
      const expected = await api.db
        .select()
        .from(table)
        .orderBy(...order.map((c) => asc(c)))
        .limit(200)
      const reader = tableRows(table)
      const read = await reader.read(
        api.db,
        sql`select ${reader.list} from ${table} order by ${sql.join(
          order.map((c) => asc(c)),
          sql`, `,
        )} limit 200`,
      )
      expect(read, getTableName(table)).toEqual(expected)
      compared += expected.length
    }
    // The demo data fills the tables that matter (students, employees, programs …).
    expect(compared).toBeGreaterThan(1000)
  })

  it('answers the fields selected after the list beside the rows', async () => {
    const reader = tableRows(t.faculties)
    const { rows, extra } = await reader.readWith(
      api.db,
      sql`select ${reader.list}, lower(${t.faculties.facultyName}) as __key0 from ${t.faculties}
        order by ${t.faculties.id} limit 3`,
      ['__key0'],
    )
    expect(rows).toHaveLength(3)
    rows.forEach((row, i) => {
      expect(extra[i]).toEqual({ __key0: String(row.facultyName).toLowerCase() })
      expect(row).not.toHaveProperty('__key0')
    })
  })
})
