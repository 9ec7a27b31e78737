// The field a duplicate names comes from the unique index the database says refused the row
// (decision 0409): the names the schema gives its unique indexes must be the database's, and a
// unique violation raised by the database itself (not a check before the insert) names its field.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { uniqueFields } from '../../server/db/unique-fields.ts'
import { problemOfDatabaseError } from '../../server/http/database-errors.ts'
import { rows } from '../../server/repositories/report-sql.ts'
import { schemaTables as tables } from '../../server/db/schema-tables.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('the field of a unique index', () => {
  it('is mapped only from index names the database holds, unique ones', async () => {
    const unique = await rows<{ name: string }>(
      api.db,
      sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where i.indisunique and n.nspname = current_schema()`,
    )
    const names = new Set(unique.map((r) => r.name))
    const mapped = tables.flatMap((table) => [...uniqueFields(table).keys()])
    expect(mapped.length).toBeGreaterThan(20)
    expect(mapped.filter((name) => !names.has(name))).toEqual([])
  })

  it("is a uniqueness rule's column where the index holds several (a roll number's class)", () => {
    const s = t.students
    expect(Object.fromEntries(uniqueFields(s, [s.registrationNo, s.rollNo]))).toEqual({
      students_registration_no_key: 'registrationNo',
      students_roll_no_key: 'rollNo',
    })
    // Without the rule the roll number's index names no one field (program, batch, roll number).
    expect(uniqueFields(s).has('students_roll_no_key')).toBe(false)
  })

  it('is named by a duplicate the database refuses outside the repositories', async () => {
    const [user] = await api.db.select({ email: t.users.email }).from(t.users).limit(1)
    const refused = await api.db
      .execute(
        sql`insert into users (email, full_name, password_hash, role)
          values (${user!.email.toUpperCase()}, 'Same Email', 'x', 'SuperAdmin')`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    const problem = problemOfDatabaseError(refused)
    expect(problem).toMatchObject({ status: 409, extra: { field: 'email' } })
  })
})
