import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { Json } from '../../offline/db'
import { enqueueCreate, enqueueUpdate } from '../../offline/outbox'
import { storeRows } from '../../offline/page-cache'
import type { PageQuery, ServerRow, SyncPort } from '../../offline/sync-port'
import { freshDb } from '../../offline/test-kit'
import {
  beyond,
  deviceRows,
  memoryRows,
  progressTotal,
  serverRows,
  withDeviceEdits,
  type RowBatch,
} from './export-rows'

const scope = '7@78'
const sortKey = (row: Json) => `${String(row.lastName)}\u0001${String(row.id).padStart(10, '0')}`

/** A register of `count` students paged by id cursor, each query it was asked remembered. */
function register(count: number, countedUpTo = Infinity) {
  const rows: ServerRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    version: 1,
    lastName: `L${String(count - i).padStart(5, '0')}`,
    gender: i % 3 ? 'female' : 'male',
  }))
  const queries: PageQuery[] = []
  const port: Pick<SyncPort, 'entity' | 'page' | 'sortKey' | 'updateBody'> = {
    entity: 'student',
    sortKey,
    updateBody: (_merged, changes) => changes,
    page: async (query) => {
      queries.push(query)
      const after = Number(query.after ?? 0)
      const chosen = rows.filter((r) => !query.gender || r.gender === query.gender)
      const items = chosen.filter((r) => r.id > after).slice(0, Number(query.limit))
      const last = items.at(-1)?.id
      const more = last !== undefined && chosen.some((r) => r.id > last)
      return {
        items,
        total: Math.min(chosen.length, countedUpTo),
        totalCapped: chosen.length > countedUpTo,
        nextCursor: more ? String(last) : null,
        prevCursor: null,
      }
    },
  }
  return { rows, port, queries }
}

async function all(batches: AsyncIterable<RowBatch>) {
  const rows: Json[] = []
  const totals: (number | null)[] = []
  for await (const batch of batches) {
    rows.push(...batch.rows)
    totals.push(batch.total)
  }
  return { rows, totals }
}

describe('the rows of an export', () => {
  it('from the server: every page of the list query, 100 a request, after cursor after cursor', async () => {
    const { port, queries } = register(350)
    const read = await all(serverRows(port, { gender: 'female', after: 'x', sort: 'newest' }))
    expect(read.rows).toHaveLength(233)
    expect(new Set(read.rows.map((r) => r.id)).size).toBe(233)
    expect(read.totals).toEqual([233, 233, 233])
    expect(queries).toEqual([
      { gender: 'female', sort: 'newest', limit: 100 },
      { gender: 'female', sort: 'newest', limit: 100, after: '150' },
      { gender: 'female', sort: 'newest', limit: 100, after: '300' },
    ])
  })

  it('from a search the server counted up to its cap: the count unknown, a limit found past it as read (decision 0426)', async () => {
    const { port } = register(350, 200)
    const batches: RowBatch[] = []
    for await (const batch of serverRows(port, {})) batches.push(batch)
    expect(batches.map((b) => [b.rows.length, b.total])).toEqual([
      [100, null],
      [100, null],
      [100, null],
      [50, null],
    ])
    expect(progressTotal(batches[1]!, 200)).toBeNull()
    // A list of at most 250 rows: past it only at the third batch, "more than 250".
    expect(beyond(batches[0]!, 0, 250)).toBeNull()
    expect(beyond(batches[1]!, 100, 250)).toBeNull()
    expect(beyond(batches[2]!, 200, 250)).toBe('more than 250')
    // Counted, it is known at once, and named.
    const counted: RowBatch = { rows: batches[0]!.rows, total: 1234 }
    expect(beyond(counted, 0, 250)).toBe('1,234')
    expect(beyond(counted, 0, 5000)).toBeNull()
    expect(progressTotal(counted, 100)).toBe(1234)
  })

  it("offline: the device's copy in its order, filtered, in pages, with the count", async () => {
    const db = freshDb()
    // Three reads of 500 for every row, the last of one.
    const { port, rows } = register(1001)
    await storeRows(db, port, scope, rows)
    const male = (row: Json) => row.gender === 'male'
    const read = await all(deviceRows(db, scope, 'student', male))
    const expected = rows.filter(male).sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
    expect(read.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id))
    expect(read.totals).toEqual([334])
    const everyone = await all(deviceRows(db, scope, 'student', () => true))
    expect(everyone.rows).toHaveLength(1001)
    expect(everyone.totals).toEqual([1001, 1001, 1001])
  })

  it("offline: in the list's sort, from either end, and a Devanagari search in Nepali collation", async () => {
    const db = freshDb()
    // Past one read of 500, so that each walk reads on past its first.
    const { port, rows } = register(600)
    const names = ['कमल', 'अनिता', 'आशा']
    rows.forEach((r, i) => Object.assign(r, { nameNe: names[i % 3] }))
    await storeRows(db, port, scope, rows)
    // Every row, so that each walk reads on past its first 500.
    const ids = async (query: PageQuery, matches = (_row: Json) => true) =>
      (await all(deviceRows(db, scope, 'student', matches, query))).rows.map((r) => r.id)
    const fromA = [...rows].sort((a, b) => sortKey(a).localeCompare(sortKey(b))).map((r) => r.id)
    const oldest = rows.map((r) => r.id).sort((a, b) => a - b)
    // This register's names run against its ids: no order below is another's by chance.
    expect(fromA).not.toEqual(oldest)
    expect(await ids({ sort: '-name' })).toEqual([...fromA].reverse())
    expect(await ids({ sort: 'oldest' })).toEqual(oldest)
    expect(await ids({ sort: 'newest' })).toEqual([...oldest].reverse())
    const male = (row: Json) => row.gender === 'male'
    const nepali = new Intl.Collator('ne')
    const inNepali = rows
      .filter(male)
      .sort((a, b) => nepali.compare(String(a.nameNe), String(b.nameNe)) || a.id - b.id)
      .map((r) => r.id)
    expect(await ids({ q: 'क' }, male)).toEqual(inNepali)
    expect(await ids({ q: 'क', sort: '-name' }, male)).toEqual([...inNepali].reverse())
  })

  it('show unsent edits, and unsent new records that match first, as the list does', async () => {
    const db = freshDb()
    const { port, rows } = register(150)
    await storeRows(db, port, scope, rows)
    const ctx = { db, scope, userId: 7 }
    await enqueueUpdate(ctx, port, '2', { lastName: 'Edited here' })
    await enqueueCreate(ctx, 'student', { lastName: 'New', gender: 'female' })
    await enqueueCreate(ctx, 'student', { lastName: 'Other', gender: 'male' })
    const female = (row: Json) => row.gender === 'female'
    const read = await all(
      withDeviceEdits(db, scope, 'student', female, serverRows(port, { gender: 'female' })),
    )
    expect(read.rows).toHaveLength(101)
    expect(read.rows[0]).toMatchObject({ lastName: 'New' })
    expect(read.rows[1]).toMatchObject({ id: 2, lastName: 'Edited here' })
    expect(read.totals).toEqual([101])
  })

  it("from the screen's rows, 500 a page", async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({ data: { id: i } }))
    const read = await all(memoryRows(rows))
    expect(read.rows.map((r) => r.id)).toEqual(rows.map((r) => r.data.id))
    expect(read.totals).toEqual([1001, 1001, 1001])
    expect((await all(memoryRows([]))).rows).toEqual([])
  })
})
