import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { OutboxRow } from './db'
import { forgetRecord } from './forget-record'
import { readSnapshot } from './register-snapshot'
import { freshDb } from './test-kit'

const scope = '7@78'
const student = (id: number) => ({
  scope,
  entity: 'student',
  key: String(id),
  id,
  version: 1,
  data: { id, version: 1, lastName: `L${id}` },
  sortKey: `l${id}`,
})
const edit = (id: number, phone: string): OutboxRow => ({
  opId: crypto.randomUUID(),
  scope,
  entity: 'student',
  entityId: String(id),
  op: 'update',
  payload: { phone },
  baseVersion: 1,
  userId: 7,
  createdAt: new Date().toISOString(),
  status: 'pending',
  attempts: 0,
  lastProblem: null,
  nextAttemptAt: 0,
})
const photo = (id: number) => ({
  scope,
  entity: 'student',
  id,
  name: 'photo',
  hash: 'h',
  blob: new Blob(['png']),
  keptAt: Date.now(),
})

async function deviceWithTwoStudents() {
  const db = freshDb()
  await db.records.bulkPut([student(1), student(2)])
  await db.outbox.bulkAdd([edit(1, '9841000001'), edit(1, '9841000002'), edit(2, '9841000003')])
  await db.files.bulkPut([photo(1), photo(2)])
  return db
}

describe('a record that moved to another campus', () => {
  it('leaves the device with its unsent edits and kept files once they are discarded', async () => {
    const db = await deviceWithTwoStudents()
    expect(await forgetRecord(db, { scope, entity: 'student', key: '1' }, true)).toBe(true)
    expect(await db.records.get([scope, 'student', '1'])).toBeUndefined()
    expect((await db.outbox.toArray()).map((r) => r.entityId)).toEqual(['2'])
    expect((await db.files.toArray()).map((f) => f.id)).toEqual([2])
    // The offline register (its snapshot) no longer lists it; the other student stays.
    expect((await readSnapshot(db, scope, 'student')).map((r) => r.id)).toEqual([2])
  })

  it('stays while edits of it wait, unless the person discards them', async () => {
    const db = await deviceWithTwoStudents()
    expect(await forgetRecord(db, { scope, entity: 'student', key: '1' })).toBe(false)
    expect(await db.records.get([scope, 'student', '1'])).toBeDefined()
    expect(await db.outbox.count()).toBe(3)
    expect(await db.files.count()).toBe(2)
  })
})
