// @vitest-environment jsdom
// The sender's answers the toasts tell: one save, one toast (decision 0410). A photo saved with its
// student's create or update is sent after it and told by that edit's toast; a photo changed alone
// is told by its own; a document added on a record's page is told by the page alone (0418).
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { isQuiet } from './sync-toast-message'
import { session } from '../../lib/session/session-store'
import { userOf } from '../../test/session-users'
import { appDb, type Json, type OutboxRow } from '../../offline/db'
import { createRecord, updateRecord, uploadFiles } from '../../offline/edit-actions'
import { outboxOf } from '../../offline/outbox'
import type { SyncOutcome } from '../../offline/sync-engine'
import type { SyncPort } from '../../offline/sync-port'
import { ports, syncEngine, syncStatus } from '../../offline/sync-runtime'

const user = { ...userOf('CollegeAdmin', 1, 78), id: 42 }
const told: string[] = []
let stop = () => {}

beforeAll(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok', { status: 200 }))
  // The server's record: each answer is the whole record, as the contract's are.
  let record = { id: 9, version: 0 }
  const answer = (changes: Json) =>
    (record = { ...record, ...changes, version: record.version + 1 })
  const port: SyncPort = {
    entity: 'student',
    updateBody: (_merged, changes) => changes,
    create: async (body) => answer(body),
    update: async (_id, body) => answer(body),
    upload: async () => answer({ photo: true }),
  }
  ports.set('student', port)
  session.signInSuccess(user)
  const listener = (outcome: SyncOutcome) => {
    if (!isQuiet(outcome)) told.push(`${outcome.kind} ${outcome.row.op}`)
  }
  stop = syncStatus.onOutcome(listener)
})

afterAll(() => {
  stop()
  vi.restoreAllMocks()
  syncEngine.stop()
  session.signOut()
})

const photo = new Blob(['a photo'], { type: 'image/png' })
const sent = async () => {
  await syncEngine.requestDrain()
  await vi.waitFor(async () => expect(await outboxOf(appDb(), user.id)).toHaveLength(0))
}
const saving = async (save: () => Promise<unknown>) => {
  told.length = 0
  await save()
  await sent()
  return [...told]
}

it('tells a student created with a photo once, and a photo changed alone once', async () => {
  const body: Json = { firstName: 'Asha', lastName: 'Rai' }
  expect(
    await saving(() => createRecord('student', body, [{ field: 'photo', file: photo }])),
  ).toEqual(['synced create'])
  expect(
    await saving(() =>
      updateRecord('student', '9', { lastName: 'Rai Magar' }, [{ field: 'photo', file: photo }]),
    ),
  ).toEqual(['synced update'])
  // Nothing else changed: the photo's own answer is the save's.
  expect(
    await saving(() =>
      updateRecord('student', '9', { lastName: 'Rai Magar' }, [{ field: 'photo', file: photo }]),
    ),
  ).toEqual(['synced upload'])
})

it("tells a document added on a record's page by the page's toast alone, and a refusal of it", async () => {
  const transcript = new Blob(['%PDF-1.4'], { type: 'application/pdf' })
  const field = 'document:transcript'
  // The documents panel says "… added" as it queues the file: its answer synced says nothing more.
  expect(
    await saving(() =>
      uploadFiles('student', '9', [{ field, file: transcript }], {
        told: true,
      }),
    ),
  ).toEqual([])
  // A screen that does not tell of it leaves it to the answer's toast.
  expect(await saving(() => uploadFiles('student', '9', [{ field, file: transcript }]))).toEqual([
    'synced upload',
  ])
  // A refused one is told whatever the screen said.
  const row = {
    op: 'upload',
    payload: { field, file: transcript, told: true },
  } as unknown as OutboxRow
  expect(
    isQuiet({
      kind: 'rejected',
      row,
      problem: { status: 400, type: 'x', title: 'No' },
    }),
  ).toBe(false)
})
