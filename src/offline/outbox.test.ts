import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { enqueueUpdate } from './outbox'
import { fetchPage } from './page-cache'
import { freshDb, pagedRegister } from './test-kit'

const scope = '7@78'

describe('an edit queued from a form that hands every field', () => {
  it('sends only the fields the person changed (a stale semester shown is not sent back)', async () => {
    const db = freshDb()
    const { port } = pagedRegister(3)
    await fetchPage(db, port, scope, { limit: 10 })
    // The form shows the record as the device holds it: a last name changed, the gender as it was.
    await enqueueUpdate({ db, scope, userId: 7 }, port, '2', {
      lastName: 'Edited',
      gender: 'female',
      id: 2,
    })
    const [row] = await db.outbox.toArray()
    expect(row!.payload).toEqual({ lastName: 'Edited' })
    expect((await db.records.get([scope, 'student', '2']))?.data).toMatchObject({
      lastName: 'Edited',
      gender: 'female',
    })
  })

  it('queues nothing when nothing changed, and a value written otherwise counts as changed', async () => {
    const db = freshDb()
    const { port } = pagedRegister(3)
    await fetchPage(db, port, scope, { limit: 10 })
    await enqueueUpdate({ db, scope, userId: 7 }, port, '1', {
      gender: 'male',
      lastName: 'Adhikari',
    })
    expect(await db.outbox.count()).toBe(0)
    await enqueueUpdate({ db, scope, userId: 7 }, port, '1', { id: '1' })
    expect((await db.outbox.toArray())[0]!.payload).toEqual({ id: '1' })
  })
})
