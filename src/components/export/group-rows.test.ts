// `groupRows` (src/offline) set against the walk of the register it replaces (`deviceRows`, here:
// the offline layer may not import the components).
import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { equals } from '../entity-view/list-rules'
import { HemisDb, type Json } from '../../offline/db'
import { groupRows } from '../../offline/group-rows'
import { enqueueCreate, enqueueUpdate } from '../../offline/outbox'
import { storeRows } from '../../offline/page-cache'
import type { ServerRow, SyncPort } from '../../offline/sync-port'
import { freshDb } from '../../offline/test-kit'
import { deviceRows } from './export-rows'

const scope = '7@78'
const sortKey = (row: Json) => `${String(row.lastName)}\u0001${String(row.id).padStart(10, '0')}`
const port: Pick<SyncPort, 'entity' | 'sortKey' | 'updateBody'> = {
  entity: 'student',
  sortKey,
  updateBody: (_merged, changes) => changes,
}
const matching = (query: Record<string, string>) => (row: Json) =>
  Object.entries(query).every(([field, value]) => equals(field)(row, value))

/** What walking the whole register finds (the read a group index replaces). */
async function walked(db: HemisDb, query: Record<string, string>) {
  const rows: Json[] = []
  for await (const page of deviceRows(db, scope, 'student', matching(query)))
    rows.push(...page.rows)
  return rows
}

const student = (id: number, fields: Json): ServerRow => ({
  id,
  version: 1,
  lastName: `L${String((id * 37) % 101).padStart(3, '0')}`,
  ...fields,
})

describe("a group's rows read by its index", () => {
  it('finds what walking the register finds, for any rows and any class, in the same order', async () => {
    const field = <T>(values: T[]) => fc.constantFrom(...values)
    const row = fc.record({
      programId: field([1, 2, '2', null]),
      batchId: field([10, 11, '11', null]),
      semester: field([1, 2, null]),
      enrolmentStatus: field(['active', 'dropped-out']),
    })
    const query = fc.record(
      {
        programId: field(['1', '2', '3']),
        batchId: field(['10', '11']),
        semester: field(['1', '2']),
        enrolmentStatus: field(['active']),
      },
      { requiredKeys: ['programId'] },
    )
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 60 }), query, async (fields, asked) => {
        const db = freshDb()
        await storeRows(
          db,
          port,
          scope,
          fields.map((f, i) => student(i + 1, f)),
        )
        const read = await groupRows(db, scope, 'student', asked, matching(asked))
        expect(read).not.toBeNull()
        expect(read!.map((r) => r.id)).toEqual((await walked(db, asked)).map((r) => r.id))
        db.close()
      }),
      { numRuns: 60 },
    )
  })

  it('reads only the records of the class, and answers null for a query no index covers', async () => {
    const db = freshDb()
    const rows = Array.from({ length: 300 }, (_, i) =>
      student(i + 1, { programId: 1 + (i % 3), batchId: 10 + (i % 5), gender: 'female' }),
    )
    await storeRows(db, port, scope, rows)
    const query = { programId: '2', batchId: '12' }
    const read = await groupRows(db, scope, 'student', query, matching(query))
    expect(read).toHaveLength(20)
    // The device's rows of a query naming the class are read by it, the walk's pages and count.
    const pages: { ids: unknown[]; total: number | null }[] = []
    for await (const page of deviceRows(db, scope, 'student', matching(query), query))
      pages.push({ ids: page.rows.map((r) => r.id), total: page.total })
    expect(pages).toEqual([{ ids: read!.map((r) => r.id), total: 20 }])
    // Another campus's copy (another scope) and another register are not read.
    await storeRows(db, port, '9@80', rows)
    expect(await groupRows(db, scope, 'student', query, matching(query))).toHaveLength(20)
    expect(await groupRows(db, scope, 'employee', query, matching(query))).toEqual([])
    const noGroup = { gender: 'female' }
    expect(await groupRows(db, scope, 'student', noGroup, matching(noGroup))).toBeNull()
  })

  it("keeps the register's rules: a new record not yet on the server is left out, an unsent edit read as edited", async () => {
    const db = freshDb()
    await storeRows(db, port, scope, [
      student(1, { programId: 1, batchId: 10 }),
      student(2, { programId: 1, batchId: 10 }),
      student(3, { programId: 2, batchId: 10 }),
    ])
    const ctx = { db, scope, userId: 7 }
    await enqueueCreate(ctx, 'student', { lastName: 'New', programId: 1, batchId: 10 })
    // Moved into the class on this device, and out of it.
    await enqueueUpdate(ctx, port, '3', { programId: 1 })
    await enqueueUpdate(ctx, port, '2', { batchId: 11 })
    const query = { programId: '1', batchId: '10' }
    const read = await groupRows(db, scope, 'student', query, matching(query))
    expect(read!.map((r) => r.id).sort()).toEqual([1, 3])
    expect(read!.map((r) => r.id)).toEqual((await walked(db, query)).map((r) => r.id))
  })

  it('a live query over it follows a record entering, changing in and leaving the class', async () => {
    const db = freshDb()
    await storeRows(db, port, scope, [
      student(1, { programId: 1, batchId: 10 }),
      student(2, { programId: 2, batchId: 10 }),
    ])
    const query = { programId: '1', batchId: '10' }
    const seen: string[][] = []
    // A change the live query misses fails here, not at the test's timeout.
    const changed = () =>
      Promise.race([
        new Promise<void>((resolve) => (next = resolve)),
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error(`no new rows after ${seen.length}`)), 5000),
        ),
      ])
    let next = () => {}
    const subscription = liveQuery(() =>
      groupRows(db, scope, 'student', query, matching(query)),
    ).subscribe((rows) => {
      seen.push((rows ?? []).map((r) => `${String(r.id)} ${String(r.lastName)}`))
      next()
    })
    await changed()
    const ctx = { db, scope, userId: 7 }
    const steps: [() => Promise<unknown>, string[]][] = [
      [() => enqueueUpdate(ctx, port, '2', { programId: 1 }), ['1 L037', '2 L074']],
      [() => enqueueUpdate(ctx, port, '1', { lastName: 'Renamed' }), ['1 Renamed', '2 L074']],
      [() => enqueueUpdate(ctx, port, '2', { batchId: 11 }), ['1 Renamed']],
    ]
    for (const [write, expected] of steps) {
      const seenNext = changed()
      await write()
      await seenNext
      expect(seen.at(-1)).toEqual(expected)
    }
    subscription.unsubscribe()
  })

  it("is built over the rows kept before the index's schema version", async () => {
    const name = `group-upgrade-${crypto.randomUUID()}`
    const old = new HemisDb(name, 5)
    await storeRows(old, port, scope, [
      student(1, { programId: 4, batchId: 40 }),
      student(2, { programId: 4, batchId: 41 }),
    ])
    old.close()
    const db = new HemisDb(name)
    const query = { programId: '4' }
    expect((await groupRows(db, scope, 'student', query, matching(query)))!.length).toBe(2)
    db.close()
  })
})
