// After an update, IndexedDB builds schema version 6's class indexes over every record the device
// kept under version 5, and answers nothing until it has (about 5 s an index for 20,000 students;
// decision 0366): the signed-in frame says so until the database opens.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { startSession } from './support/demo-users'

test("after an update, a notice stays while the device's database is prepared, then goes", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  // The device as version 5 left it (Dexie's version 5 is IndexedDB's 50), with 5,000 students
  // kept: written from a same-origin page that runs no app code.
  await page.evaluate(async (students) => {
    const done = (request: IDBRequest | IDBTransaction) =>
      new Promise((resolve, reject) => {
        if (request instanceof IDBTransaction) request.oncomplete = resolve
        else request.onsuccess = resolve
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
      })
    const open = indexedDB.open('hemis', 50)
    open.onupgradeneeded = () => {
      const db = open.result
      const records = db.createObjectStore('records', { keyPath: ['scope', 'entity', 'key'] })
      records.createIndex('[scope+entity]', ['scope', 'entity'])
      records.createIndex('[scope+entity+id]', ['scope', 'entity', 'id'])
      records.createIndex('[scope+entity+sortKey]', ['scope', 'entity', 'sortKey'])
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true })
      outbox.createIndex('opId', 'opId', { unique: true })
      outbox.createIndex('userId', 'userId')
      outbox.createIndex('[scope+entity+entityId]', ['scope', 'entity', 'entityId'])
      db.createObjectStore('meta', { keyPath: 'key' })
      db.createObjectStore('files', { keyPath: ['scope', 'entity', 'id', 'name'] }).createIndex(
        'keptAt',
        'keptAt',
      )
      db.createObjectStore('snapshots', { keyPath: ['scope', 'entity', 'from'] })
    }
    await done(open)
    const tx = open.result.transaction('records', 'readwrite')
    for (let id = 1; id <= students; id++) {
      const data = { id, firstName: `Kept ${id}`, programId: 1 + (id % 4), batchId: 1 + (id % 5) }
      tx.objectStore('records').put({
        scope: 'upgrade@78',
        entity: 'student',
        key: String(id),
        id,
        version: 1,
        data,
        sortKey: `kept ${String(id).padStart(6, '0')}`,
      })
    }
    await done(tx)
    open.result.close()
  }, 5000)

  await page.goto('/')
  const notice = page.getByText('Preparing the data kept on this device after the update')
  await expect(notice).toBeVisible()
  await expect(notice).toBeHidden({ timeout: 60_000 })
  // The rows kept before are in the new version's index.
  const inClass = await page.evaluate(async () => {
    const open = indexedDB.open('hemis')
    await new Promise((resolve) => (open.onsuccess = resolve))
    const index = open.result
      .transaction('records')
      .objectStore('records')
      .index('[scope+entity+data.programId+data.batchId]')
    const count = index.count(IDBKeyRange.only(['upgrade@78', 'student', 2, 3]))
    await new Promise((resolve) => (count.onsuccess = resolve))
    open.result.close()
    return count.result
  })
  expect(inClass).toBe(250)
})
