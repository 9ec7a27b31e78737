import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { byNepaliName, newestFirst } from '../../common/register-search'
import type { Json } from './db'
import { commitSuccess } from './commit-success'
import { enqueueUpdate } from './outbox'
import { devicePage, fetchPage, KEPT_PAGES, keptForDevice, storedPage } from './page-cache'
import { downloadRegister } from './register-download'
import { freshDb, pagedRegister, registerSortKey as sortKey } from './test-kit'

const scope = '7@78'
describe('registers paged on the server, kept on the device', () => {
  it('a page read is kept with its rows, and a record with unsent edits keeps them', async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(30)
    await fetchPage(db, port, scope, { limit: 10 })
    await enqueueUpdate({ db, scope, userId: 7 }, port, '3', { lastName: 'Edited' })
    rows[2] = { ...rows[2]!, version: 2, lastName: 'Server' }
    const again = await fetchPage(db, port, scope, { limit: 10 })
    expect(again.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect((await db.records.get([scope, 'student', '3']))?.data.lastName).toBe('Edited')
    expect(await storedPage(db, scope, 'student', { limit: 10 })).toMatchObject({
      total: 30,
      capped: false,
    })
  })

  it('keeps that the server counted a search up to its cap, for the page shown offline (decision 0426)', async () => {
    const db = freshDb()
    const { port } = pagedRegister(30)
    const counted = port.page!
    port.page = async (query) => ({ ...(await counted(query)), total: 20, totalCapped: true })
    await fetchPage(db, port, scope, { q: 'a', limit: 10 })
    expect(await storedPage(db, scope, 'student', { q: 'a', limit: 10 })).toMatchObject({
      total: 20,
      capped: true,
    })
  })

  it(`keeps at most ${KEPT_PAGES} pages of one register, forgetting the oldest read`, async () => {
    const db = freshDb()
    const { port } = pagedRegister(5)
    for (let i = 0; i < KEPT_PAGES + 5; i++) await fetchPage(db, port, scope, { q: `n${i}` })
    const kept = await db.meta.where('key').startsWith(`page:${scope}|student|`).count()
    expect(kept).toBe(KEPT_PAGES)
    expect(await storedPage(db, scope, 'student', { q: 'n0' })).toBeUndefined()
  })

  it('a download drops what the server no longer has, not what came to the device while it ran', async () => {
    const db = freshDb()
    const { port } = pagedRegister(30)
    const stored = (id: number) => ({
      scope,
      entity: 'student',
      key: String(id),
      id,
      version: 1,
      data: { id, version: 1, firstName: 'A', lastName: 'Zed', gender: 'male' },
    })
    // Held before the walk and not on the server: gone.
    await db.records.put(stored(500))
    // Accepted by the server (a create, a page read) after the walk passed its place in the order.
    const page = port.page!
    let calls = 0
    const walking = {
      ...port,
      page: async (query: Parameters<typeof page>[0]) => {
        const answer = await page(query)
        if (++calls === 1) await db.records.put(stored(999))
        return answer
      },
    }
    expect(await downloadRegister(db, walking, scope)).toBe(30)
    expect(await db.records.get([scope, 'student', '500'])).toBeUndefined()
    expect(await db.records.get([scope, 'student', '999'])).toBeDefined()
  })

  it('offline, the device index pages forward and back in order, filtered, without gaps', async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(95)
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

  it('offline, a page kept from the server turns to the device page after it, not to itself', async () => {
    const db = freshDb()
    const { port } = pagedRegister(95)
    await downloadRegister(db, port, scope)
    const all = () => true
    // The device's pages 1–3; page 2 as it was kept online, with the server's cursors.
    const pages = [await devicePage(db, scope, 'student', { limit: 25, matches: all })]
    for (const n of [1, 2])
      pages.push(
        await devicePage(db, scope, 'student', {
          after: pages[n - 1]!.nextCursor!,
          limit: 25,
          matches: all,
        }),
      )
    const [first, second, third] = pages
    const server = { ...second!, nextCursor: 'server-next', prevCursor: 'server-prev' }
    const kept = await keptForDevice(db, scope, 'student', server)
    expect(kept.ids).toEqual(second!.ids)
    const next = await devicePage(db, scope, 'student', {
      after: kept.nextCursor!,
      limit: 25,
      matches: all,
    })
    expect(next.ids).toEqual(third!.ids)
    const back = await devicePage(db, scope, 'student', {
      before: kept.prevCursor!,
      limit: 25,
      matches: all,
    })
    expect(back.ids).toEqual(first!.ids)
    // The first page has no page before it, offline as online.
    const opening = { ...first!, nextCursor: 'server-next', prevCursor: null }
    expect((await keptForDevice(db, scope, 'student', opening)).prevCursor).toBeNull()
  })

  it("offline, a Devanagari search's matches page in Nepali collation, as the server orders them", async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(40)
    const nepaliNames = ['क्षितिज', 'अनिता', 'ज्ञानेन्द्र', 'ऋतु', 'कमल', 'आशा', 'त्रिशूल', 'अंशु']
    rows.forEach((r, i) =>
      Object.assign(r, { nameNe: `${nepaliNames[i % nepaliNames.length]!} ढकाल` }),
    )
    await downloadRegister(db, port, scope)
    const female = (row: Json) => row.gender === 'female'
    const nepali = new Intl.Collator('ne')
    const expected = rows
      .filter(female)
      .sort((a, b) => nepali.compare(String(a.nameNe), String(b.nameNe)) || a.id - b.id)
      .map((r) => r.id)
    const seen: number[] = []
    const pages = []
    let after: string | undefined
    do {
      const page = await devicePage(db, scope, 'student', {
        after,
        limit: 6,
        matches: female,
        order: byNepaliName,
      })
      pages.push(page)
      seen.push(...page.ids)
      after = page.nextCursor ?? undefined
    } while (after)
    expect(seen).toEqual(expected)
    const back = await devicePage(db, scope, 'student', {
      before: pages.at(-1)!.prevCursor!,
      limit: 6,
      matches: female,
      order: byNepaliName,
    })
    expect(back.ids).toEqual(pages.at(-2)!.ids)
  })

  it('pages the newest first, as the server’s newest sort does', async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(30)
    await downloadRegister(db, port, scope)
    const female = (row: Json) => row.gender === 'female'
    const first = await devicePage(db, scope, 'student', {
      limit: 10,
      matches: female,
      order: newestFirst,
    })
    const next = await devicePage(db, scope, 'student', {
      after: first.nextCursor!,
      limit: 10,
      matches: female,
      order: newestFirst,
    })
    const expected = rows
      .filter(female)
      .map((r) => r.id)
      .sort((a, b) => b - a)
    expect([...first.ids, ...next.ids]).toEqual(expected)
    expect(next.nextCursor).toBeNull()
  })

  it("turns the page after (or before) a row that has left the filter, in every order, from that row's place", async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(30)
    await downloadRegister(db, port, scope)
    const female = (row: Json) => row.gender === 'female'
    for (const options of [
      { order: newestFirst },
      { order: newestFirst, reversed: true },
      { reversed: true },
      {},
    ]) {
      const all = await devicePage(db, scope, 'student', { limit: 30, matches: female, ...options })
      const first = await devicePage(db, scope, 'student', {
        limit: 5,
        matches: female,
        ...options,
      })
      // The page's last row is edited out of the filter (a gender changed) before "Next".
      const left = first.ids.at(-1)!
      const stays = (row: Json) => female(row) && row.id !== left
      const next = await devicePage(db, scope, 'student', {
        after: first.nextCursor!,
        limit: 5,
        matches: stays,
        ...options,
      })
      expect(next.ids, JSON.stringify(options)).toEqual(all.ids.slice(5, 10))
      // And "Previous" from the page whose first row left.
      const third = await devicePage(db, scope, 'student', {
        after: next.nextCursor!,
        limit: 5,
        matches: female,
        ...options,
      })
      const gone = third.ids[0]!
      const back = await devicePage(db, scope, 'student', {
        before: third.prevCursor!,
        limit: 5,
        matches: (row) => female(row) && row.id !== gone,
        ...options,
      })
      expect(back.ids, JSON.stringify(options)).toEqual(all.ids.slice(5, 10))
    }
    expect(rows.length).toBe(30)
  })

  it('reads each order from its end, forwards and back, as the server reads its index backwards', async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(47)
    // Ties in the Devanagari name, so that the id's tie-break is reversed too.
    rows.forEach((r, i) => Object.assign(r, { nameNe: ['कमल', 'अनिता', 'आशा'][i % 3] }))
    await downloadRegister(db, port, scope)
    const female = (row: Json) => row.gender === 'female'
    type Order = Pick<Parameters<typeof devicePage>[3], 'order' | 'reversed'>
    const ids = async (order: Order) => {
      const options = { limit: 7, matches: female, ...order }
      const pages = [await devicePage(db, scope, 'student', options)]
      while (pages.at(-1)!.nextCursor)
        pages.push(
          await devicePage(db, scope, 'student', { ...options, after: pages.at(-1)!.nextCursor! }),
        )
      const back = [pages.at(-1)!]
      while (back.at(-1)!.prevCursor)
        back.push(
          await devicePage(db, scope, 'student', { ...options, before: back.at(-1)!.prevCursor! }),
        )
      const forwards = pages.flatMap((p) => p.ids)
      expect(back.reverse().flatMap((p) => p.ids)).toEqual(forwards)
      return forwards
    }
    const fromA = await ids({})
    expect(fromA.length).toBe(rows.filter(female).length)
    expect(await ids({ reversed: true })).toEqual([...fromA].reverse())
    const newest = await ids({ order: newestFirst })
    expect(await ids({ order: newestFirst, reversed: true })).toEqual([...newest].reverse())
    const nepali = await ids({ order: byNepaliName })
    expect(await ids({ order: byNepaliName, reversed: true })).toEqual([...nepali].reverse())
  })

  it('the rows kept for device pages follow every write to the register', async () => {
    const db = freshDb()
    const { port } = pagedRegister(40)
    await downloadRegister(db, port, scope)
    const female = (row: Json) => row.gender === 'female'
    const page = () => devicePage(db, scope, 'student', { limit: 10, matches: female })
    expect((await page()).total).toBe(20)
    // From now on each write re-reads only the records it wrote, never the whole register.
    const walks = vi.spyOn(db.records, 'where')
    await enqueueUpdate({ db, scope, userId: 7 }, port, '1', { gender: 'female' })
    const edited = await page()
    expect(edited.total).toBe(21)
    expect(edited.rows.find((r) => r.key === '1')?.data.gender).toBe('female')
    await db.records.delete([scope, 'student', '2'])
    const deleted = await page()
    expect(deleted.total).toBe(20)
    expect(deleted.ids).not.toContain(2)
    // Another register's write leaves these rows as they were.
    await db.records.put({ scope, entity: 'employee', key: '1', id: 1, version: 1, data: {} })
    expect((await page()).ids).toEqual(deleted.ids)
    expect(walks.mock.calls.map(([index]) => index as unknown)).not.toContain(
      '[scope+entity+sortKey]',
    )
    // A range cleared (every register of the user) is read again, and found empty.
    await db.records
      .where('[scope+entity+key]')
      .between([scope, '', ''], [scope, '\uffff', '\uffff'])
      .delete()
    expect((await page()).total).toBe(0)
  })

  it('a record the server accepted keeps its place in the order, so the device still lists it', async () => {
    const db = freshDb()
    const { port, rows } = pagedRegister(12)
    await downloadRegister(db, port, scope)
    await enqueueUpdate({ db, scope, userId: 7 }, port, '3', { gender: 'female' })
    const [sent] = await db.outbox.toArray()
    await commitSuccess(db, sent!, { ...rows[2]!, gender: 'female', version: 2 }, port.sortKey)
    const page = await devicePage(db, scope, 'student', { limit: 25, matches: () => true })
    expect(page.ids).toContain(3)
    expect(page.total).toBe(12)
    expect((await db.records.get([scope, 'student', '3']))?.sortKey).toBe(sortKey(rows[2]!))
  })

  it('a download drops records the register no longer has, but never one with unsent edits', async () => {
    const db = freshDb()
    const first = pagedRegister(20)
    expect(await downloadRegister(db, first.port, scope)).toBe(20)
    await enqueueUpdate({ db, scope, userId: 7 }, first.port, '20', { lastName: 'Mine' })
    const smaller = pagedRegister(10)
    let progress = 0
    await downloadRegister(db, smaller.port, scope, (done) => (progress = done))
    expect(progress).toBe(10)
    const keys = (await db.records.where('[scope+entity]').equals([scope, 'student']).toArray())
      .map((r) => Number(r.key))
      .sort((a, b) => a - b)
    expect(keys).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20])
  })
})
