import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HemisDb, type CachedRecord, type Json } from './db'
import { devicePage } from './page-cache'
import { orderedRow, type SnapshotRow } from './register-snapshot'
import { keepInSnapshot } from './snapshot-fields'
import { freshDb, registerSortKey } from './test-kit'

const scope = '7@78'
// A register of its own, so that no other test's declaration is changed.
const entity = 'trialRegister'
keepInSnapshot(entity, ['id', 'lastName', 'gender'])

const record = (id: number): CachedRecord => {
  const data = { id, lastName: `Name ${id}`, gender: id % 2 ? 'female' : 'male', district: id % 3 }
  return { scope, entity, key: String(id), id, version: 1, data, sortKey: registerSortKey(data) }
}
const records = Array.from({ length: 30 }, (_, i) => record(i + 1))
const ids = (keep: (data: Json) => boolean) =>
  records
    .filter((r) => keep(r.data))
    .sort((a, b) => (a.sortKey! < b.sortKey! ? -1 : 1))
    .map((r) => r.id)

afterEach(() => vi.restoreAllMocks())

/**
 * Keeps `rows` as the snapshot of a database at schema `version`, opens it at the current one and
 * checks the snapshot was cut again to the fields the pages read.
 */
async function expectCutWhenOpened(version: number, rows: SnapshotRow[]) {
  const name = `snapshot-fields-${crypto.randomUUID()}`
  const old = new HemisDb(name, version)
  await old.records.bulkPut(records)
  await old.snapshots.clear()
  const ordered = [...rows].sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1))
  await old.snapshots.put({ scope, entity, from: '', rows: ordered })
  old.close()
  const current = new HemisDb(name)
  const after = await current.snapshots.toArray()
  const kept = after.flatMap((b) => b.rows.map((r) => Object.keys(r.data).sort().join()))
  expect(new Set(kept)).toEqual(new Set(['gender,id,lastName']))
  expect(kept).toHaveLength(30)
  current.close()
}

describe("a register's snapshot keeps the fields its pages read", () => {
  it('and no other', async () => {
    const db = freshDb()
    await db.records.bulkPut(records)
    const buckets = await db.snapshots.toArray()
    const kept = buckets.flatMap((b) => b.rows.map((r) => Object.keys(r.data).sort()))
    expect(kept).toHaveLength(30)
    expect(new Set(kept.map(String))).toEqual(new Set(['gender,id,lastName']))
  })

  it('so a page filtered by them is made from the snapshot alone', async () => {
    const db = freshDb()
    await db.records.bulkPut(records)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const female = (data: Json) => data.gender === 'female'
    const page = await devicePage(db, scope, entity, { limit: 50, matches: female })
    expect(page.ids).toEqual(ids(female))
    expect(errors).not.toHaveBeenCalled()
  })

  it('and a filter reading another field finds its rows all the same, from the whole records', async () => {
    const db = freshDb()
    await db.records.bulkPut(records)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const inDistrict = (data: Json) => data.district === 2
    const page = await devicePage(db, scope, entity, { limit: 50, matches: inDistrict })
    expect(page.ids).toEqual(ids(inDistrict))
    expect(page.ids).toHaveLength(10)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"district"'))
    // An edit reaches the whole rows kept in memory as it reaches the snapshot's.
    await db.records.put({ ...record(1), data: { ...record(1).data, district: 2 } })
    const edited = await devicePage(db, scope, entity, { limit: 50, matches: inDistrict })
    expect(edited.ids).toHaveLength(11)
    expect(edited.ids).toContain(1)
  })

  it('and is made again of them when the schema that cuts it opens', async () => {
    // As an app before it kept them: whole rows.
    await expectCutWhenOpened(6, records.map(orderedRow) as SnapshotRow[])
  })

  it('and is made again with a field its pages have come to read (version 9, the middle name)', async () => {
    // As an app before its pages read the gender: the rows without it.
    const without = records
      .map(orderedRow)
      .map((r) => ({ ...r!, data: { id: r!.data.id, lastName: r!.data.lastName } }))
    await expectCutWhenOpened(8, without)
  })
})
