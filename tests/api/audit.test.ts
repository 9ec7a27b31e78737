// The audit trail: every write through the API leaves one row per changed record, in the same
// transaction, naming who, from where, the operation and the fields old → new.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { facultyBody } from './factories.ts'
import { multipartForm, startApi, type Api } from './harness.ts'

let api: Api
let campus: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  campus = await api.as('collegeadmin')
})
afterAll(() => api.close())

const trail = (table: string, recordId: number) =>
  api.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.tableName, table), eq(t.auditLog.recordId, String(recordId))))
    .orderBy(t.auditLog.id)

describe('the audit trail', () => {
  it('logs a create and an edit with the caller, address, operation and old → new', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: campus,
      payload: facultyBody({ facultyName: 'Faculty of Audits', shortName: 'FoA' }),
      remoteAddress: '203.0.113.9',
    })
    const { id, version } = created.json<{ id: number; version: number }>()
    await api.app.inject({
      method: 'PATCH',
      url: `/api/Faculty/${id}`,
      headers: { ...campus, 'if-match': `"${version}"` },
      payload: { shortName: 'FAud' },
    })
    const rows = await trail('faculties', id)
    expect(rows.map((r) => [r.action, r.operationId])).toEqual([
      ['insert', 'createFaculty'],
      ['update', 'updateFaculty'],
    ])
    const [insert, update] = rows
    const [admin] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'collegeadmin@hemis.local'))
    expect(insert).toMatchObject({
      userId: admin!.id,
      address: '203.0.113.9',
      actorCampusId: 78,
      recordCampusId: 78,
    })
    expect(update!.changes).toEqual({ short_name: ['FoA', 'FAud'] })
  })

  it('a failed write leaves no audit row', async () => {
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(t.auditLog)
    const duplicate = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: campus,
      payload: facultyBody({ facultyName: 'Faculty of Audits', shortName: 'FoA' }),
    })
    expect(duplicate.statusCode).toBe(409)
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(t.auditLog)
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it('masks secrets: a registration logs the account without its password hash', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/User',
      ...multipartForm({
        firstName: 'Audit',
        lastName: 'Student',
        phoneNumber: '9841000009',
        email: 'audited@example.test',
        gender: 'female',
        password: 'Audited#Pass2026',
        confirmPassword: 'Audited#Pass2026',
      }),
    })
    const [row] = await trail('users', res.json<{ id: number }>().id)
    expect(row).toMatchObject({ action: 'insert', operationId: 'registerStudent', userId: null })
    expect((row!.changes as Record<string, unknown>).password_hash).toEqual([null, '(secret)'])
    expect(JSON.stringify(row!.changes)).not.toMatch(/argon2/)
  })

  it('every table of records has the trigger, so a new one cannot be forgotten', async () => {
    const result = await api.db.execute(sql`
      select c.table_name from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'version'
        and not exists (select 1 from pg_trigger g join pg_class k on k.oid = g.tgrelid
                        where k.relname = c.table_name and g.tgname = c.table_name || '_audit')`)
    // node-postgres answers { rows }, PGlite's drizzle driver the rows themselves.
    const answer = result as { rows?: { table_name: string }[] }
    const rows = answer.rows ?? (result as { table_name: string }[])
    expect(rows.map((r) => r.table_name)).toEqual([])
  })
})
