import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { Json } from './db'
import { enqueueUpdate } from './outbox'
import { devicePage, fetchPage, KEPT_PAGES, storedPage } from './page-cache'
import { downloadRegister } from './register-download'
import type { PageQuery, ServerRow, SyncPort } from './sync-port'
import { freshDb } from './test-kit'

const scope = '7@78'
const names = ['Adhikari', 'Basnet', 'Chaudhary', 'Dahal', 'Gurung', 'KC', 'Lama', 'Magar', 'Rai']
const sortKey = (row: Json) =>
  `${String(row.lastName).toLowerCase()}\u0001${String(row.id).padStart(10, '0')}`

/** A register of `count` students, paged by id cursor as a server pages it. */
function register(count: number) {
  const rows: ServerRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    version: 1,
    lastName: names[i % names.length],
    gender: i % 2 ? 'female' : 'male',
  }))
  const port: Pick<SyncPort, 'entity' | 'page' | 'sortKey' | 'updateBody'> = {
    entity: 'student',
    sortKey,
    updateBody: (_merged, changes) => changes,
    page: async (query: PageQuery) => {
      const after = Number(query.after ?? 0)
      const limit = Number(query.limit ?? 25)
      const items = rows.filter((r) => r.id > after).slice(0, limit)
      const last = items.at(-1)?.id
      return {
        items,
        total: rows.length,
        nextCursor: last && last < rows.length ? String(last) : null,
        prevCursor: after ? 'x' : null,
      }
    },
  }
  return { rows, port }
}

describe('registers paged on the server, kept on the device', () => {
  it('a page read is kept with its rows, and a record with unsent edits keeps them', async () => {
    const db = freshDb()
    const { port, rows } = register(30)
    await fetchPage(db, port, scope, { limit: 10 })
    await enqueueUpdate({ db, scope, userId: 7 }, port, '3', { lastName: 'Edited' })
    rows[2] = { ...rows[2]!, version: 2, lastName: 'Server' }
    const again = await fetchPage(db, port, scope, { limit: 10 })
    expect(again.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect((await db.records.get([scope, 'student', '3']))?.data.lastName).toBe('Edited')
    expect(await storedPage(db, scope, 'student', { limit: 10 })).toMatchObject({ total: 30 })
  })

  it(`keeps at most ${KEPT_PAGES} pages of one register, forgetting the oldest read`, async () => {
    const db = freshDb()
    const { port } = register(5)
    for (let i = 0; i < KEPT_PAGES + 5; i++) await fetchPage(db, port, scope, { q: `n${i}` })
    const kept = await db.meta.where('key').startsWith(`page:${scope}|student|`).count()
    expect(kept).toBe(KEPT_PAGES)
    expect(await storedPage(db, scope, 'student', { q: 'n0' })).toBeUndefined()
  })

  it('offline, the device index pages forward and back in order, filtered, without gaps', async () => {
    const db = freshDb()
    const { port, rows } = register(95)
    await downloadRegister(db, port, scope)
    const female = (row: Json) => row.gender === 'female'
    const expected = rows
      .filter(female)
      .sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
      .map((r) => r.id)
    const seen: number[] = []
    const pages = []
    let after: string | undefined
    do {
      const page = await devicePage(db, scope, 'student', { after, limit: 10, matches: female })
      pages.push(page)
      seen.push(...page.ids)
      after = page.nextCursor ?? undefined
    } while (after)
    expect(seen).toEqual(expected)
    expect(pages[0]!.total).toBe(expected.length)
    expect(pages[0]!.prevCursor).toBeNull()
    // Back from the last page gives the page before it again.
    const back = await devicePage(db, scope, 'student', {
      before: pages.at(-1)!.prevCursor!,
      limit: 10,
      matches: female,
    })
    expect(back.ids).toEqual(pages.at(-2)!.ids)
  })

  it('a download drops records the register no longer has, but never one with unsent edits', async () => {
    const db = freshDb()
    const first = register(20)
    expect(await downloadRegister(db, first.port, scope)).toBe(20)
    await enqueueUpdate({ db, scope, userId: 7 }, first.port, '20', { lastName: 'Mine' })
    const smaller = register(10)
    let progress = 0
    await downloadRegister(db, smaller.port, scope, (done) => (progress = done))
    expect(progress).toBe(10)
    const keys = (await db.records.where('[scope+entity]').equals([scope, 'student']).toArray())
      .map((r) => Number(r.key))
      .sort((a, b) => a - b)
    expect(keys).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20])
  })
})
