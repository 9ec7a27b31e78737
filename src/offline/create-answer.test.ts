import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../api/api-error'
import { editAndRetry } from './conflict-actions'
import { createAnswer } from './create-answer'
import { enqueueCreate } from './outbox'
import { createSyncEngine } from './sync-engine'
import type { SyncPort } from './sync-port'
import { freshDb } from './test-kit'

const scope = 'test'
const taken = new ApiError(
  409,
  {
    type: 'https://hemis.local/problems/duplicate',
    title: 'Student already exists!',
    existingId: 4,
    field: 'rollNo',
  },
  'test',
)

/** A student list whose creates answer as `answer` says: a row, or a thrown refusal. */
function setup(answer: (body: Record<string, unknown>) => unknown) {
  const db = freshDb()
  const port: SyncPort = {
    entity: 'student',
    updateBody: (_merged, changes) => changes,
    create: async (body) => {
      const row = answer(body)
      if (row instanceof Error) throw row
      return { id: 9, version: 1, ...body }
    },
    update: () => Promise.reject(new Error('not used')),
  }
  const engine = createSyncEngine({
    db,
    ports: new Map([['student', port]]),
    currentUser: () => ({ id: 7 }),
    random: () => 0,
  })
  const create = (body: Record<string, unknown>) =>
    enqueueCreate({ db, scope, userId: 7 }, 'student', body)
  return { db, engine, port, create }
}

describe('the answer a form waits for to a create it queued', () => {
  it('is the parked row, naming the field, when the server refuses it as a duplicate', async () => {
    const { db, engine, create } = setup(() => taken)
    const key = await create({ rollNo: '12' })
    const answer = createAnswer(db, [scope, 'student', key], 5000)
    void engine.requestDrain()
    const parked = await answer
    expect(parked).toMatchObject({ status: 'conflict', entityId: key })
    expect(parked!.lastProblem).toMatchObject({ existingId: 4, field: 'rollNo' })
    // Refused, it is never lost: it waits in the outbox, and its record on the device.
    expect(await db.outbox.count()).toBe(1)
    expect(await db.records.get([scope, 'student', key])).toBeDefined()
  })

  it('is null once the create is sent, and again after a refused one is corrected', async () => {
    const { db, engine, port, create } = setup((body) => (body.rollNo === '12' ? taken : null))
    const key = await create({ rollNo: '12' })
    const first = createAnswer(db, [scope, 'student', key], 5000)
    void engine.requestDrain()
    const parked = (await first)!
    // Corrected (the form saved again): the same row goes, and is answered.
    await editAndRetry(db, port, parked, { rollNo: '13' })
    const second = createAnswer(db, [scope, 'student', key], 5000)
    void engine.requestDrain()
    expect(await second).toBeNull()
    expect(await db.outbox.count()).toBe(0)
  })

  it('is null when the send failed and waits to be retried, or no answer came in time', async () => {
    const { db, engine, create } = setup(() => new NetworkError(new Error('offline'), 'test'))
    const key = await create({ rollNo: '12' })
    const answer = createAnswer(db, [scope, 'student', key], 5000)
    void engine.requestDrain()
    expect(await answer).toBeNull()
    expect(await db.outbox.count()).toBe(1)
    const unsent = await create({ rollNo: '14' })
    expect(await createAnswer(db, [scope, 'student', unsent], 50)).toBeNull()
  })
})
