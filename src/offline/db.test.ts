import 'fake-indexeddb/auto'
import { expect, it } from 'vitest'
import { HemisDb, schemaVersions } from './db'
import { deviceUpgrade } from './device-upgrade'

it('upgrading the schema keeps every unsent outbox row and cached record', async () => {
  const name = `upgrade-${crypto.randomUUID()}`
  const old = new HemisDb(name, 1)
  await old.outbox.add({
    opId: 'op-1',
    scope: '5@78',
    entity: 'faculty',
    entityId: 'local-1',
    op: 'create',
    payload: { facultyName: 'Kept' },
    baseVersion: null,
    userId: 5,
    createdAt: new Date().toISOString(),
    status: 'pending',
    attempts: 0,
    lastProblem: null,
    nextAttemptAt: 0,
  })
  await old.records.put({
    scope: '5@78',
    entity: 'faculty',
    key: 'local-1',
    id: null,
    version: null,
    data: { facultyName: 'Kept' },
  })
  old.close()

  const current = new HemisDb(name)
  await current.open()
  expect(current.verno).toBe(schemaVersions.at(-1)!.version)
  expect(await current.outbox.toArray()).toMatchObject([{ opId: 'op-1', status: 'pending' }])
  expect(
    await current.outbox
      .where('[scope+entity+entityId]')
      .equals(['5@78', 'faculty', 'local-1'])
      .count(),
  ).toBe(1)
  expect(await current.records.count()).toBe(1)
})

it('no schema version drops the outbox store', () => {
  for (const { stores } of schemaVersions) expect(stores.outbox).toMatch(/^\+\+seq, &opId/)
})

it("says the database is upgrading while a version builds its indexes over the rows kept, and not for a new device's", async () => {
  const seen: boolean[] = []
  const stop = deviceUpgrade.subscribe((upgrading) => seen.push(upgrading))
  const fresh = new HemisDb(`fresh-${crypto.randomUUID()}`)
  await fresh.open()
  expect(seen).toEqual([])
  fresh.close()

  const name = `upgrading-${crypto.randomUUID()}`
  const old = new HemisDb(name, 5)
  await old.meta.put({ key: 'kept', value: { kept: true } })
  old.close()
  const current = new HemisDb(name)
  await current.open()
  expect(seen).toEqual([true, false])
  expect(deviceUpgrade.get()).toBe(false)
  stop()
  current.close()
})
