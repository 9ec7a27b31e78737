import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { HemisDb, type CachedRecord } from './db'
import { readSnapshot, snapshotRow } from './register-snapshot'
import { keepInSnapshot } from './snapshot-fields'
import { freshDb } from './test-kit'

const scope = '7@78'
// A register whose rows are cut to two fields (decision 0373).
const cut = 'cutRegister'
keepInSnapshot(cut, ['id', 'lastName'])
const other = '9@80'

const record = (
  key: string,
  options: { scope?: string; entity?: string; name?: string; ordered?: boolean } = {},
): CachedRecord => {
  const local = key.startsWith('local-')
  const name = options.name ?? `Name ${key}`
  return {
    scope: options.scope ?? scope,
    entity: options.entity ?? 'student',
    key,
    id: local ? null : Number(key),
    version: local ? null : 1,
    data: { id: local ? null : Number(key), lastName: name },
    ...(options.ordered === false || local ? {} : { sortKey: `${name}|${key.padStart(6, '0')}` }),
  }
}

/** What the snapshot must hold of a register: its records' server rows with an order, in order. */
async function expected(db: HemisDb, atScope = scope, entity = 'student') {
  const records = await db.records.where('[scope+entity]').equals([atScope, entity]).toArray()
  return records
    .map(snapshotRow)
    .filter((r) => r !== null)
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1))
}

describe("a register's snapshot", () => {
  it('follows every kind of write, in this transaction or not at all', async () => {
    const db = freshDb()
    await db.records.bulkPut(Array.from({ length: 60 }, (_, i) => record(String(i + 1))))
    await db.records.bulkPut([record('1', { scope: other }), record('1', { entity: 'employee' })])
    await db.records.put(record('local-a'))
    await db.records.put(record('5', { ordered: false })) // a row put back without its order
    await db.records.update([scope, 'student', '6'], { data: { id: 6, lastName: 'Renamed' } })
    await db.records.delete([scope, 'student', '7'])
    await db.records.bulkDelete([8, 9].map((id) => [scope, 'student', String(id)]))
    await db.records
      .where('[scope+entity]')
      .equals([scope, 'student'])
      .filter((r) => r.id !== null && r.id > 50)
      .delete()
    await db.records
      .where('[scope+entity]')
      .equals([scope, 'student'])
      .filter((r) => r.id === 10)
      .modify((r) => {
        r.data = { ...r.data, lastName: 'Modified' }
      })
    // A transaction that fails writes neither.
    await expect(
      db.transaction('rw', db.records, async () => {
        await db.records.delete([scope, 'student', '11'])
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    // A bulk add whose one key exists adds the others.
    await db.records
      .bulkAdd([record('12', { name: 'Not added' }), record('70')])
      .catch(() => undefined)

    const rows = await readSnapshot(db, scope, 'student')
    expect(rows).toEqual(await expected(db))
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([
      1,
      2,
      3,
      4,
      6,
      ...Array.from({ length: 41 }, (_, i) => i + 10),
      70,
    ])
    expect(rows.find((r) => r.id === 6)?.data.lastName).toBe('Renamed')
    expect(rows.find((r) => r.id === 10)?.data.lastName).toBe('Modified')
    expect(await readSnapshot(db, other, 'student')).toHaveLength(1)
    expect(await readSnapshot(db, scope, 'employee')).toHaveLength(1)

    // Clearing a range of keys (one register) and the whole table.
    await db.records
      .where(':id')
      .between([scope, 'student', '2'], [scope, 'student', '4'], true, true)
      .delete()
    expect(await readSnapshot(db, scope, 'student')).toEqual(await expected(db))
    await db.records.clear()
    expect(await db.snapshots.count()).toBe(0)
  })

  // Whole rows, and rows cut to the fields a register declares (decision 0373).
  it.each(['student', cut])(
    '%s: is the same as the records after any sequence of writes',
    async (entity) => {
      // Keys enough for buckets to be cut (past 128 rows) and emptied.
      const key = fc.integer({ min: 1, max: 400 }).map(String)
      const name = fc.constantFrom('A', 'B', 'ক', '')
      const write = fc.oneof(
        fc.record({ put: fc.array(key, { maxLength: 8 }), name }),
        fc.record({ many: fc.integer({ min: 1, max: 300 }), count: fc.nat(200), name }),
        fc.record({ unordered: key }),
        fc.record({ drop: fc.array(key, { maxLength: 8 }) }),
        fc.record({ range: fc.tuple(key, key) }),
      )
      await fc.assert(
        fc.asyncProperty(fc.array(write, { maxLength: 12 }), async (writes) => {
          const db = freshDb()
          for (const w of writes) {
            if ('put' in w)
              await db.records.bulkPut(w.put.map((k) => record(k, { name: w.name, entity })))
            else if ('many' in w)
              await db.records.bulkPut(
                Array.from({ length: w.count }, (_, i) =>
                  record(String(w.many + i), { name: w.name, entity }),
                ),
              )
            else if ('unordered' in w)
              await db.records.put(record(w.unordered, { ordered: false, entity }))
            else if ('drop' in w) await db.records.bulkDelete(w.drop.map((k) => [scope, entity, k]))
            else {
              const [from, to] = [...w.range].sort()
              await db.records
                .where(':id')
                .between([scope, entity, from], [scope, entity, to], true, true)
                .delete()
            }
          }
          expect(await readSnapshot(db, scope, entity)).toEqual(await expected(db, scope, entity))
          db.close()
        }),
        { numRuns: 40 },
      )
    },
  )

  it('keeps a register walked in order in buckets of a run each, read back in order', async () => {
    const db = freshDb()
    const rows = Array.from({ length: 1000 }, (_, i) =>
      record(String(i + 1), { name: `N${String(i).padStart(4, '0')}` }),
    )
    for (let at = 0; at < rows.length; at += 100) await db.records.bulkPut(rows.slice(at, at + 100))
    expect(await readSnapshot(db, scope, 'student')).toEqual(await expected(db))
    const buckets = await db.snapshots.toArray()
    expect(buckets.length).toBeLessThan(20)
    for (const bucket of buckets) expect(bucket.rows.length).toBeLessThanOrEqual(128)
  })

  it('stays in order when the rows of its first bucket are gone and earlier ones come', async () => {
    const db = freshDb()
    const named = (from: number, count: number, name: string) =>
      Array.from({ length: count }, (_, i) => record(String(from + i), { name }))
    await db.records.bulkPut(named(1, 300, 'M'))
    const first = (await readSnapshot(db, scope, 'student')).slice(0, 100)
    await db.records.bulkDelete(first.map((r) => [scope, 'student', r.key]))
    await db.records.bulkPut(named(1000, 300, 'A'))
    expect(await readSnapshot(db, scope, 'student')).toEqual(await expected(db))
  })

  it('writes nothing more when a page is read again unchanged', async () => {
    const db = freshDb()
    const rows = Array.from({ length: 25 }, (_, i) => record(String(i + 1)))
    await db.records.bulkPut(rows)
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    const snapshotPuts = () =>
      put.mock.contexts.filter((store) => (store as IDBObjectStore).name === 'snapshots').length
    await db.records.bulkPut(rows)
    expect(snapshotPuts()).toBe(0)
    await db.records.bulkPut([record('3', { name: 'Changed' }), ...rows.slice(3)])
    expect(snapshotPuts()).toBe(1)
    put.mockRestore()
  })

  it('is made from the rows already kept when the schema that adds it opens', async () => {
    const name = `snapshot-${crypto.randomUUID()}`
    const old = new HemisDb(name, 4)
    await old.records.bulkPut([
      record('1'),
      record('2'),
      record('local-x'),
      record('3', { ordered: false }),
    ])
    old.close()
    const current = new HemisDb(name)
    expect((await readSnapshot(current, scope, 'student')).map((r) => r.id)).toEqual([1, 2])
    // Kept from then on.
    await current.records.put(record('4'))
    expect(await readSnapshot(current, scope, 'student')).toEqual(await expected(current))
    current.close()
  })
})
