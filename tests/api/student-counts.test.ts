// The counts of students the database keeps per campus (decision 0428): the commission's and a
// university's whole register is counted from them, so they must equal the rows counted after any
// write: the API's creates (at once, from many requests), a move to another campus, and SQL's own
// inserts, updates, deletes and truncate (the demo data, an import, the benchmark's fill).
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { campus78StudentIds, studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

type Headers = Record<string, string>
type Page = { total: number; totalCapped: boolean }

let api: Api
let ids: Awaited<ReturnType<typeof campus78StudentIds>>
let callers: Awaited<ReturnType<typeof registerCallers>>
beforeAll(async () => {
  api = await startApi()
  ids = await campus78StudentIds(api.db)
  callers = await registerCallers(api)
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })

/** The counts kept, and the rows counted, each as `university/campus → n` (none of 0 kept). */
async function countsKeptAndCounted() {
  const kept = await api.db.select().from(t.studentCounts)
  const counted = await api.db
    .select({ universityId: t.students.universityId, campusId: t.students.campusId, n: count() })
    .from(t.students)
    .groupBy(t.students.universityId, t.students.campusId)
  const of = (rows: { universityId: number; campusId: number; n: number }[]) =>
    Object.fromEntries(
      rows.filter((r) => r.n !== 0).map((r) => [`${r.universityId}/${r.campusId}`, r.n]),
    )
  return {
    kept: of(kept.map((r) => ({ ...r, n: r.students }))),
    counted: of(counted),
  }
}

async function expectCountsKept() {
  const { kept, counted } = await countsKeptAndCounted()
  expect(kept).toEqual(counted)
}

/** The first page's total, unfiltered, as `headers` sees the register. */
const total = async (headers: Headers) => {
  const res = await send('GET', '/Student?limit=1', headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page>()
}

describe('the counts of students kept per campus (decision 0428)', () => {
  it('start equal to the rows of the demo data, and give the whole register its total', async () => {
    await expectCountsKept()
    const [all] = await api.db.select({ n: count() }).from(t.students)
    const [ofUniversity] = await api.db
      .select({ n: count() })
      .from(t.students)
      .where(eq(t.students.universityId, 1))
    expect(await total(callers.superAdmin)).toEqual(expect.objectContaining({ total: all!.n }))
    expect(await total(callers.uniAdmin)).toEqual(
      expect.objectContaining({ total: ofUniversity!.n }),
    )
  })

  it('count each of many students entered at once once, and the totals follow', async () => {
    const before = (await total(callers.superAdmin)).total
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send('POST', '/Student', callers.college, studentBody(ids))),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201))
    await expectCountsKept()
    expect((await total(callers.superAdmin)).total).toBe(before + 12)
    expect((await total(callers.uniAdmin)).total).toBeGreaterThanOrEqual(12)
  })

  it('follow a move to another campus, and rows written, moved and deleted in SQL', async () => {
    const [one] = await api.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(eq(t.students.campusId, 78))
      .limit(1)
    // A move within the university, and one statement moving several back and forth.
    await api.db.update(t.students).set({ campusId: 79 }).where(eq(t.students.id, one!.id))
    await expectCountsKept()
    await api.db.execute(
      sql`update students set campus_id = case when campus_id = 78 then 79 else 78 end
        where id in (select id from students where campus_id in (78, 79) order by id limit 6)`,
    )
    await expectCountsKept()
    // An edit that moves no one writes no count.
    await api.db.execute(sql`update students set phone = phone where campus_id = 78`)
    await expectCountsKept()
    await api.db.execute(sql`delete from students where id = ${one!.id}`)
    await expectCountsKept()
  })

  it('are emptied with the register, and counted again from its new rows', async () => {
    await api.db.execute(sql`truncate students restart identity cascade`)
    expect(await api.db.select().from(t.studentCounts)).toEqual([])
    expect((await total(callers.superAdmin)).total).toBe(0)
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => send('POST', '/Student', callers.college, studentBody(ids))),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201])
    await expectCountsKept()
    expect((await total(callers.superAdmin)).total).toBe(3)
  })
})
