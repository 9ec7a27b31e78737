// The header's "Last sync" after a "Sync now" of a device with nothing to send: the time it asked,
// when the server answered; unchanged when it did not. With edits to send, the drain records it
// once none is left waiting to be sent (decision 0402).
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { enqueueUpdate } from './outbox'
import { createSyncEngine } from './sync-engine'
import type { SyncPort } from './sync-port'
import { cachedRecord, freshDb } from './test-kit'

const userId = 7
const at = Date.UTC(2026, 10, 30, 12, 0)

function engineOf(reachable: boolean) {
  const db = freshDb()
  const engine = createSyncEngine({
    db,
    ports: new Map(),
    currentUser: () => ({ id: userId }),
    reachable: () => Promise.resolve(reachable),
    now: () => at,
  })
  const lastSync = async () => (await db.meta.get(`lastSync:${userId}`))?.value.at as string
  return { engine, lastSync }
}

describe('Sync now with nothing to send', () => {
  it('is the last sync when the server answers', async () => {
    const { engine, lastSync } = engineOf(true)
    await engine.retryNow()
    expect(await lastSync()).toBe(new Date(at).toISOString())
  })

  it('is none when the server does not answer', async () => {
    const { engine, lastSync } = engineOf(false)
    await engine.retryNow()
    expect(await lastSync()).toBeUndefined()
  })
})

describe('Last sync after a drain', () => {
  async function drained(answers: Array<'ok' | 503 | 422>) {
    const db = freshDb()
    const port: SyncPort = {
      entity: 'student',
      updateBody: (_merged, changes) => changes,
      create: () => Promise.reject(new Error('not used')),
      update: async (id, body) => {
        const answer = answers.shift() ?? 'ok'
        if (answer !== 'ok') throw new ApiError(answer, { title: 'No', status: answer }, 'test')
        return { ...body, id, version: 2 }
      },
    }
    const engine = createSyncEngine({
      db,
      ports: new Map([['student', port]]),
      currentUser: () => ({ id: userId }),
      random: () => 0.5,
      now: () => at,
    })
    for (const id of [1, 2]) {
      await db.records.put(cachedRecord('student', { id, version: 1, phone: '1' }))
      await enqueueUpdate({ db, scope: 'test', userId }, port, String(id), { phone: '2' })
    }
    await engine.requestDrain()
    engine.stop()
    return (await db.meta.get(`lastSync:${userId}`))?.value.at as string | undefined
  }

  it('is when every edit got through', async () => {
    expect(await drained(['ok', 'ok'])).toBe(new Date(at).toISOString())
  })

  it('is not moved while an edit answered 503 waits to be sent again', async () => {
    expect(await drained(['ok', 503])).toBeUndefined()
  })

  it('is moved past an edit the server refused, which waits for a person on /sync', async () => {
    expect(await drained([422, 'ok'])).toBe(new Date(at).toISOString())
  })
})
